import { AccountRow } from '../connected/AccountRow';
import { StatusContainer } from '../connected/StatusContainer';

/** A found account as the account lists show it, with its follow button. */
export const renderAccount = (id: string) => <AccountRow id={id} />;
/** A found status as the timelines render it. */
export const renderStatus = (id: string) => <StatusContainer id={id} showThread />;
