import { savedNotificationAlerts } from './settings-hydrate';

describe("an account's saved 'Desktop notifications' switches (Web Push of an account not in use)", () => {
  it('are the saved ones over the defaults (every type on); a value of the wrong kind keeps the default', () => {
    expect(savedNotificationAlerts({ notifications: { alerts: { favourite: false, poll: 'no' } } })).toEqual({ follow: true, favourite: false, reblog: true, mention: true, poll: true });
    expect(savedNotificationAlerts(undefined)).toEqual({ follow: true, favourite: true, reblog: true, mention: true, poll: true });
  });
});
