import './PartialHomeMessage.css';

/** SPEC §2 Feed: the home feed answered 206 and is still being built. */
export function PartialHomeMessage() {
  return (
    <div className="t-partial-home" role="status">
      <span className="t-partial-home__spinner" aria-hidden="true" />
      <p className="t-partial-home__title">Your home feed is being prepared!</p>
      <p className="t-partial-home__loading">Loading…</p>
    </div>
  );
}
