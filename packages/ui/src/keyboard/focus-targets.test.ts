import { focusComposer, focusSearchField, navItemOf, siblingItem, statusElementOf, toggleMediaIn } from './focus-targets';

function list(): HTMLElement {
  document.body.innerHTML = `
    <div id="list">
      <article data-nav-item tabindex="-1" id="a"><div class="t-status" data-id="1"><button id="in-a">Reply</button></div></article>
      <div class="spacer"></div>
      <article data-nav-item tabindex="-1" id="b"><div class="t-status" data-id="2"><div class="t-media"><button class="t-media__hide" id="hide">Hide</button></div></div></article>
    </div>
    <form class="t-compose"><textarea class="t-autosuggest__textarea">Hello</textarea></form>`;
  const root = document.getElementById('list');
  if (!root) throw new Error('no list');
  return root;
}

const byId = (id: string): HTMLElement => {
  const element = document.getElementById(id);
  if (!element) throw new Error(id);
  return element;
};

describe('focus targets', () => {
  it('finds the entry and the status a key acts on, from the entry or from a control inside it', () => {
    list();
    expect(navItemOf(byId('in-a'))?.id).toBe('a');
    expect(statusElementOf(byId('a'))?.dataset.id).toBe('1');
    expect(statusElementOf(byId('in-a'))?.dataset.id).toBe('1');
    expect(statusElementOf(document.body)).toBeNull();
  });

  it('steps over what is not an entry', () => {
    list();
    expect(siblingItem(byId('a'), 1)?.id).toBe('b');
    expect(siblingItem(byId('b'), -1)?.id).toBe('a');
    expect(siblingItem(byId('b'), 1)).toBeNull();
  });

  it("toggles media with the status' own control, and says when there is none", () => {
    list();
    const hide = jest.fn();
    byId('hide').addEventListener('click', hide);
    expect(toggleMediaIn(byId('b'))).toBe(true);
    expect(hide).toHaveBeenCalledTimes(1);
    expect(toggleMediaIn(byId('a'))).toBe(false);
  });

  it('focuses the composer with the caret at the end', () => {
    list();
    expect(focusComposer()).toBe(true);
    const textarea = document.querySelector('textarea');
    expect(document.activeElement).toBe(textarea);
    expect(textarea?.selectionStart).toBe(5);
    document.body.innerHTML = '';
    expect(focusComposer()).toBe(false);
  });

  it('focuses the search field with its text selected, and says when there is none', () => {
    document.body.innerHTML = '<form role="search"><input type="search" data-search-field value="jazz"></form>';
    expect(focusSearchField()).toBe(true);
    const field = document.querySelector('input');
    expect(document.activeElement).toBe(field);
    expect([field?.selectionStart, field?.selectionEnd]).toEqual([0, 4]);
    document.body.innerHTML = '';
    expect(focusSearchField()).toBe(false);
  });
});
