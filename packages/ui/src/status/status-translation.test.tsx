import { render, screen } from '@testing-library/react';
import { Status } from './Status';
import { StatusTranslationSlot, type StatusTranslationProps } from './status-translation';
import { makeAccount, makeStatus } from './test-fixtures';

const alice = makeAccount({ id: '1', username: 'alice', acct: 'alice', display_name_html: 'Alice' });

function Translated({ status, children }: StatusTranslationProps) {
  return (
    <>
      {children({ contentHtml: `<p>translated ${status.id}</p>`, spoilerText: '' })}
      <span>bar</span>
    </>
  );
}

describe('the translation slot of a status', () => {
  it('without one, the original content', () => {
    render(<Status status={makeStatus({ id: '3', account: alice, contentHtml: '<p>Guten Morgen</p>' })} me={null} />);
    expect(screen.getByText('Guten Morgen')).toBeTruthy();
  });

  it("the app's component puts the translation in the original's place, with its own bar", () => {
    render(
      <StatusTranslationSlot.Provider value={Translated}>
        <Status status={makeStatus({ id: '3', account: alice, contentHtml: '<p>Guten Morgen</p>' })} me={null} />
      </StatusTranslationSlot.Provider>,
    );
    expect(screen.queryByText('Guten Morgen')).toBeNull();
    expect(screen.getByText('translated 3')).toBeTruthy();
    expect(screen.getByText('bar')).toBeTruthy();
  });
});
