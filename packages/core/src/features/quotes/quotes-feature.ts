import type { CoreFeature } from '../../store/feature';
import { quotesSaga } from './quotes-sagas';

/** Quote posts (Mastodon 4.5+): revoking a quote of one's own post, and the default quote policy for the composer. */
export const quotesFeature: CoreFeature = { name: 'quotes', reducers: {}, saga: quotesSaga };
