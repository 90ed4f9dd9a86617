import { rootReducer, type RootState } from '../../store/root-reducer';
import { selectAutoPlayGif } from './meta-selectors';
import { metaLoaded } from './meta-slice';

describe('selectAutoPlayGif', () => {
  it('follows auto_play_gif, and reduce_motion turns it off', () => {
    let state: RootState = rootReducer(undefined, { type: 'init' });
    expect(selectAutoPlayGif(state)).toBe(false);
    state = rootReducer(state, metaLoaded({ auto_play_gif: true }));
    expect(selectAutoPlayGif(state)).toBe(true);
    state = rootReducer(state, metaLoaded({ reduce_motion: true }));
    expect(selectAutoPlayGif(state)).toBe(false);
  });
});
