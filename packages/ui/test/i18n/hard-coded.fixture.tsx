// Read by catalogue.test.ts: the texts below are the ones its scanner must report.
declare const t: (id: string) => string;
export const sample = (
  <div aria-label="Close" data-kind="not read">
    Hello there
    <input placeholder={'Search'} title={t('status.more')} />
    {' · '}
  </div>
);
export const entries = [{ id: 'pin', label: 'Pin on profile' }, { id: 'mention', label: `Mention @${String(sample)}` }, { id: 'x', label: t('status.more') }];
