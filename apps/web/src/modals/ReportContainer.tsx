import {
  accountTimeline,
  reportCancelled,
  reportCommentChanged,
  reportForwardToggled,
  reportOpened,
  reportStatusToggled,
  selectAccount,
  selectReport,
  selectReportDomain,
  selectReportStatusIds,
  selectStatusRecord,
  selectTimeline,
  submitReport,
  type RootState,
  type StatusRecord,
} from '@trumpet/core';
import { ReportModal } from '@trumpet/ui/modals';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector, useAppSelectorArray } from '../store/StoreProvider';
import type { ModalComponentProps } from './ModalRoot';

/** SPEC §2 REPORT (§4 Reports): pick the account's statuses, comment, forward; closes once sent. */
export default function ReportContainer({ request, onClose }: ModalComponentProps<'REPORT'>) {
  const { accountId, statusId } = request;
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectReport);
  const domain = useAppSelector(selectReportDomain);
  const account = useAppSelector(useCallback((state) => selectAccount(state, accountId), [accountId]));
  const records = useAppSelectorArray(
    useCallback(
      (state: RootState): StatusRecord[] =>
        selectReportStatusIds(state).flatMap((id) => {
          const status = selectStatusRecord(state, id);
          // The account's own posts only: boosts of other people's posts are not theirs to report.
          return status && status.reblog === null && status.account === accountId ? [status] : [];
        }),
      [accountId],
    ),
  );
  const items = useMemo(
    () => records.map((status) => ({ status, selected: report.statusIds.includes(status.id) })),
    [records, report.statusIds],
  );
  const loading = useAppSelector(
    useCallback((state: RootState) => selectTimeline(state, accountTimeline(accountId, 'with_replies'))?.isLoading ?? true, [accountId]),
  );
  const opened = useRef(false);
  useEffect(() => {
    dispatch(reportOpened({ accountId, statusId }));
  }, [dispatch, accountId, statusId]);
  // Core clears the draft on success: then the modal closes.
  useEffect(() => {
    if (report.accountId === accountId) opened.current = true;
    else if (opened.current && report.accountId === null) onClose();
  }, [report.accountId, accountId, onClose]);
  if (!account) return null;
  const close = () => {
    dispatch(reportCancelled());
    onClose();
  };
  return (
    <ReportModal
      account={{ acct: account.acct, displayNameHtml: account.display_name_html, avatar: account.avatar }}
      statuses={items}
      isLoadingStatuses={loading && items.length === 0}
      comment={report.comment}
      forward={report.forward}
      isSubmitting={report.isSubmitting}
      domain={domain}
      onToggleStatus={(id) => dispatch(reportStatusToggled({ statusId: id }))}
      onComment={(comment) => dispatch(reportCommentChanged({ comment }))}
      onForward={(forward) => dispatch(reportForwardToggled({ forward }))}
      onSubmit={() => dispatch(submitReport())}
      onClose={close}
    />
  );
}
