/** What a column shows while its chunk loads. */
export function ColumnLoading() {
  return (
    <div className="w-column-loading" role="status">
      <span className="w-column-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
