import { placePicker } from './place-picker';

const viewport = { width: 1200, height: 800 };
const panel = { width: 299, height: 380 };
const button = (top: number, right = 600) => ({ top, bottom: top + 36, right });

describe('placePicker', () => {
  it('opens below the button when the panel fits there', () => {
    expect(placePicker(button(100), viewport, panel)).toEqual({ side: 'bottom', top: 140, left: 301 });
  });

  it('opens above when it does not fit below and there is more room above', () => {
    expect(placePicker(button(600), viewport, panel)).toEqual({ side: 'top', bottom: 204, left: 301 });
  });

  it('stays below when neither side fits but below has more room', () => {
    expect(placePicker(button(150), { width: 1200, height: 400 }, panel).side).toBe('bottom');
  });

  it('keeps the panel inside the viewport horizontally', () => {
    expect(placePicker(button(100, 120), viewport, panel).left).toBe(8);
    expect(placePicker(button(100, 1300), viewport, panel).left).toBe(1200 - 299 - 8);
    expect(placePicker(button(100, 390), { width: 400, height: 800 }, panel).left).toBe(91);
  });
});
