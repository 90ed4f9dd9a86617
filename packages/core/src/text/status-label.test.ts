import { statusLabelParts } from './status-label';

const account = { display_name: 'Alice Liddell', acct: 'alice' };

describe('statusLabelParts', () => {
  test('the display name, the content as plain text on one line, and the acct', () => {
    expect(statusLabelParts({ account, spoiler_text: '', content: '<p>Hello <a href="#">@bob</a></p><p>Second &amp; last</p>', hidden: false })).toEqual({
      name: 'Alice Liddell',
      content: 'Hello @bob Second & last',
      acct: 'alice',
    });
  });

  test('the content warning while it hides the content, the content once it is open', () => {
    const status = { account, spoiler_text: 'Spoilers', content: '<p>The butler</p>' };
    expect(statusLabelParts({ ...status, hidden: true }).content).toBe('Spoilers');
    expect(statusLabelParts({ ...status, hidden: false }).content).toBe('The butler');
  });

  test('without a display name, the local part of the acct', () => {
    expect(statusLabelParts({ account: { display_name: ' ', acct: 'bob@remote.example' }, spoiler_text: '', content: '', hidden: false }).name).toBe('bob');
  });
});
