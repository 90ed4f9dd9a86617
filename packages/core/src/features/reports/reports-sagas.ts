import { createReportsResource, type ReportParams } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { screenClosed, screenOpened } from '../eviction/eviction-actions';
import { expandTimeline } from '../timelines/timelines-actions';
import { accountTimeline } from '../timelines/timeline-sources';
import { postReport, reportCancelled, reportOpened, submitReport } from './reports-actions';
import type { ReportsState } from './reports-slice';

const REPORT_SCREEN = 'report';

/** The account's recent statuses with replies, for the form to list; the account stays in memory while the form is open. */
function* openedSaga(action: PayloadAction<{ accountId: string; statusId?: string }>) {
  const { accountId, statusId } = action.payload;
  yield* put(screenOpened({ key: REPORT_SCREEN, accountIds: [accountId], statusIds: statusId === undefined ? [] : [statusId] }));
  yield* put(expandTimeline.request({ timeline: accountTimeline(accountId, 'with_replies') }));
}

const selectReports = (state: RootState): ReportsState => state.reports;

/** POST /api/v1/reports {account_id, status_ids, comment, forward} (SPEC §7). */
export function* submitReportSaga() {
  const report = yield* select(selectReports);
  const { accountId } = report;
  if (accountId === null || report.isSubmitting) return;
  const request: ReportParams = { account_id: accountId, status_ids: report.statusIds, comment: report.comment, forward: report.forward };
  yield* put(postReport.request(request));
  const reportsApi = yield* resource(createReportsResource);
  try {
    const { id } = yield* call([reportsApi, reportsApi.create], request);
    yield* put(postReport.success({ accountId, reportId: id }));
  } catch (error) {
    yield* put(postReport.fail({ request, error: toStoredError(error), skipAlert: false }));
  }
}

function* closedSaga() {
  yield* put(screenClosed({ key: REPORT_SCREEN }));
}

export function* reportsSaga() {
  yield* takeEvery(reportOpened.type, openedSaga);
  yield* takeEvery(submitReport.type, submitReportSaga);
  yield* takeEvery([postReport.success.type, reportCancelled.type], closedSaga);
}
