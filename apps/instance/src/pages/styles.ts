/** The one stylesheet every server-rendered page inlines: light by default, dark with the system. */
export const STYLESHEET = `
:root {
  color-scheme: light dark;
  --bg: #f4f5fb; --surface: #ffffff; --surface-2: #f0f1f8; --text: #1c1d2b; --muted: #5f6275;
  --border: #dcdeeb; --accent: #5a4ff0; --accent-hover: #4a3fe0; --accent-text: #ffffff;
  --danger: #c62f4b; --danger-bg: #fdecef; --ok: #13795b; --ok-bg: #e7f6f0; --focus: rgba(90, 79, 240, 0.35);
  --warn: #8a5300; --warn-bg: #fdf3e1;
  --shadow: 0 1px 2px rgba(20, 22, 45, 0.06), 0 8px 24px rgba(20, 22, 45, 0.06);
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #15161f; --surface: #1e2030; --surface-2: #262939; --text: #e8e9f3; --muted: #a2a5bd;
    --border: #33364a; --accent: #8c84ff; --accent-hover: #a29cff; --accent-text: #14152a;
    --danger: #ff7a90; --danger-bg: #3a1c25; --ok: #5fd3a8; --ok-bg: #173329; --focus: rgba(140, 132, 255, 0.4);
    --warn: #f3c26b; --warn-bg: #3a2c14;
    --shadow: 0 1px 2px rgba(0, 0, 0, 0.3), 0 8px 24px rgba(0, 0, 0, 0.25);
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: var(--bg); color: var(--text);
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
.site-header { background: var(--surface); border-bottom: 1px solid var(--border); }
.site-header .inner { max-width: 880px; margin: 0 auto; padding: 12px 20px; display: flex; align-items: center; gap: 16px; flex-wrap: wrap; }
.brand { font-weight: 700; font-size: 17px; color: var(--text); display: flex; align-items: center; gap: 10px; }
.brand:hover { text-decoration: none; }
.brand .logo { width: 28px; height: 28px; border-radius: 8px; background: var(--accent); color: var(--accent-text); display: grid; place-items: center; font-size: 15px; }
.nav { display: flex; gap: 4px; margin-inline-start: auto; align-items: center; flex-wrap: wrap; }
.nav a { color: var(--muted); padding: 6px 10px; border-radius: 8px; font-weight: 500; }
.nav a:hover, .nav a[aria-current="page"] { background: var(--surface-2); color: var(--text); text-decoration: none; }
.nav form { margin: 0; }
main { flex: 1; width: 100%; max-width: 880px; margin: 0 auto; padding: 32px 20px 48px; }
main.narrow { max-width: 460px; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 14px; box-shadow: var(--shadow); padding: 28px; }
.card + .card { margin-top: 20px; }
h1 { font-size: 24px; line-height: 1.25; margin: 0 0 6px; }
h2 { font-size: 17px; margin: 0 0 12px; }
p { margin: 0 0 14px; }
.lead { color: var(--muted); margin-bottom: 22px; }
.muted { color: var(--muted); }
.small { font-size: 13px; }
.field { margin-bottom: 18px; }
.field > label, .label { display: block; font-weight: 600; margin-bottom: 6px; }
.hint { color: var(--muted); font-size: 13px; margin-top: 5px; }
input[type="text"], input[type="password"], input[type="email"], input[type="url"], input[type="file"], textarea, select {
  width: 100%; font: inherit; color: var(--text); background: var(--surface-2); border: 1px solid var(--border);
  border-radius: 10px; padding: 10px 12px; transition: border-color 0.15s, box-shadow 0.15s;
}
textarea { min-height: 110px; resize: vertical; }
input:focus, textarea:focus, select:focus, button:focus-visible { outline: none; border-color: var(--accent); box-shadow: 0 0 0 3px var(--focus); }
.check { display: flex; gap: 10px; align-items: flex-start; margin-bottom: 12px; }
.check input { width: 18px; height: 18px; margin: 2px 0 0; accent-color: var(--accent); flex: none; }
.check label { font-weight: 500; }
.check .hint { margin-top: 1px; }
fieldset { border: 0; padding: 0; margin: 0 0 20px; }
legend { font-weight: 600; margin-bottom: 10px; padding: 0; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-bottom: 10px; }
.inline-checks { display: flex; flex-wrap: wrap; gap: 6px 18px; }
.inline-checks .check { margin-bottom: 6px; }
.actions { display: flex; gap: 10px; flex-wrap: wrap; margin-top: 24px; }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; font: inherit; font-weight: 600;
  border-radius: 10px; padding: 10px 18px; border: 1px solid transparent; cursor: pointer;
  background: var(--accent); color: var(--accent-text); transition: background 0.15s;
}
.button:hover { background: var(--accent-hover); text-decoration: none; }
.button.block { width: 100%; }
.button.secondary { background: transparent; color: var(--text); border-color: var(--border); }
.button.secondary:hover { background: var(--surface-2); }
.button.danger { background: transparent; color: var(--danger); border-color: var(--border); }
.button.danger:hover { background: var(--danger-bg); }
.button.small { padding: 6px 12px; font-size: 13px; }
.link-button { background: none; border: 0; padding: 6px 10px; font: inherit; font-weight: 500; color: var(--muted); cursor: pointer; border-radius: 8px; }
.link-button:hover { background: var(--surface-2); color: var(--text); }
.alert { border-radius: 10px; padding: 12px 14px; margin-bottom: 20px; font-weight: 500; }
.alert.error { background: var(--danger-bg); color: var(--danger); }
.alert.notice { background: var(--ok-bg); color: var(--ok); }
.alert ul { margin: 6px 0 0; padding-inline-start: 20px; font-weight: 400; }
.identity { display: flex; align-items: center; gap: 14px; margin-bottom: 20px; }
.avatar { width: 56px; height: 56px; border-radius: 12px; object-fit: cover; background: var(--surface-2); display: grid; place-items: center; font-weight: 700; font-size: 22px; color: var(--muted); flex: none; }
.scopes { list-style: none; padding: 0; margin: 0 0 8px; border: 1px solid var(--border); border-radius: 10px; }
.scopes li { padding: 10px 14px; display: flex; justify-content: space-between; gap: 12px; }
.scopes li + li { border-top: 1px solid var(--border); }
.scopes code { color: var(--muted); font-size: 13px; }
.code-box { font: 600 18px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--surface-2); border: 1px dashed var(--border); border-radius: 10px; padding: 14px; word-break: break-all; user-select: all; text-align: center; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
/* Names, addresses and code keep their own direction inside right-to-left text. */
strong, code, bdi { unicode-bidi: plaintext; }
pre, .code-box { direction: ltr; }
pre { background: var(--surface-2); border-radius: 10px; padding: 12px 14px; overflow-x: auto; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: start; padding: 10px 8px; border-bottom: 1px solid var(--border); vertical-align: middle; }
th { font-size: 13px; color: var(--muted); font-weight: 600; }
td form { margin: 0; }
@media (max-width: 560px) {
  table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; width: 100%; }
  table.stack thead { display: none; }
  table.stack tr { padding: 10px 0; border-bottom: 1px solid var(--border); }
  table.stack td { border: 0; padding: 4px 0; }
  table.stack td[data-label]::before { content: attr(data-label); display: block; font-size: 12px; color: var(--muted); font-weight: 600; }
}
.tag { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px; background: var(--surface-2); color: var(--muted); margin-block: 0 2px; margin-inline: 0 4px; }
.center { text-align: center; }
.switch-account { margin-top: 16px; }
.empty { text-align: center; color: var(--muted); padding: 20px 0; }
.prose h2 { margin-top: 24px; }
.prose ul { padding-inline-start: 20px; }
.breadcrumb { margin: 0 0 12px; font-size: 14px; color: var(--muted); }
.ellipsis { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.names { min-width: 0; display: flex; flex-direction: column; }
.identity .names h1, .identity .names h2 { margin: 0 0 2px; }
.avatar.small { width: 36px; height: 36px; border-radius: 9px; font-size: 15px; }
.account-cell { display: flex; align-items: center; gap: 10px; min-width: 0; max-width: 320px; color: var(--text); }
.account-cell:hover { text-decoration: none; }
.account-cell:hover strong { text-decoration: underline; }
.tag.ok { background: var(--ok-bg); color: var(--ok); }
.tag.warn { background: var(--warn-bg); color: var(--warn); }
.tag.danger { background: var(--danger-bg); color: var(--danger); }
.filter-bar { display: grid; grid-template-columns: 2fr 1fr 1fr auto; gap: 10px; align-items: end; margin-bottom: 4px; }
.filter-bar .field { margin-bottom: 14px; }
.filter-bar input, .filter-bar select, .filter-bar .button { height: 44px; }
.break { overflow-wrap: anywhere; }
.facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; margin: 0 0 8px; }
.facts div { background: var(--surface-2); border-radius: 10px; padding: 10px 12px; min-width: 0; }
.facts dt { font-size: 12px; color: var(--muted); font-weight: 600; }
.facts dd { margin: 2px 0 0; font-weight: 600; overflow-wrap: break-word; }
.button.danger-solid { background: var(--danger); color: var(--surface); }
.button.danger-solid:hover { background: var(--danger); filter: brightness(1.08); }
.pager { display: flex; justify-content: space-between; align-items: center; gap: 10px; margin-top: 16px; }
.status-list { list-style: none; padding: 0; margin: 0; }
.status-list li { padding: 12px 0; border-bottom: 1px solid var(--border); }
.status-list li:first-child { padding-top: 0; }
.status-meta { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 8px; font-size: 13px; margin-bottom: 6px; }
.status-meta .tag { margin: 0; }
.excerpt { margin: 0; overflow-wrap: anywhere; }
.status-text { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 16px; margin: 10px 0 6px; }
.media-strip { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.media-strip img { width: 160px; height: 110px; object-fit: cover; border-radius: 10px; background: var(--surface-2); }
td.comment { max-width: 280px; overflow-wrap: break-word; }
/* The reports table has six columns: stacked up to a wider width than the others, its short facts side by side. */
@media (max-width: 760px) {
  table.reports, table.reports tbody, table.reports tr, table.reports td { display: block; width: 100%; }
  table.reports thead { display: none; }
  table.reports tr { padding: 10px 0; border-bottom: 1px solid var(--border); }
  table.reports td { border: 0; padding: 4px 0; max-width: none; }
  table.reports td[data-label]::before { content: attr(data-label); display: block; font-size: 12px; color: var(--muted); font-weight: 600; }
  table.reports td.fact { display: inline-block; width: auto; margin-inline-end: 18px; vertical-align: top; }
}
.site-footer { text-align: center; color: var(--muted); font-size: 13px; padding: 0 20px 28px; }
.site-footer a { color: var(--muted); }
@media (max-width: 560px) {
  main { padding: 20px 12px 36px; }
  .card { padding: 20px; border-radius: 12px; }
  .row { grid-template-columns: 1fr; }
  .nav { margin-inline-start: 0; }
  .filter-bar { grid-template-columns: 1fr 1fr; }
  .filter-bar .field:first-child { grid-column: 1 / -1; }
  .account-cell { max-width: none; }
  table.accounts td[data-label] { display: inline-block; width: auto; margin-inline-end: 18px; vertical-align: top; }
  table.accounts td:first-child { margin-bottom: 4px; }
  .facts { grid-template-columns: repeat(2, 1fr); }
}
`;
