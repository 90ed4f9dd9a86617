import { announcementsFeature, fetchAnnouncements, fetchTranslationSupport, translationsFeature, type TrumpetStore } from '@trumpet/core';

export { ConnectedTranslation } from '../translations/ConnectedTranslation';

/** What the server offers beyond timelines, in a chunk of its own: its announcements, and whether it translates. */
export function startServerExtras(store: TrumpetStore): void {
  if (store.hasFeature('announcements')) return;
  store.addFeature(announcementsFeature);
  store.addFeature(translationsFeature);
  store.dispatch(fetchAnnouncements.request());
  store.dispatch(fetchTranslationSupport.request());
}
