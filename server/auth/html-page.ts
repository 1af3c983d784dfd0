/**
 * The few pages the server renders itself (the development sign-in, the sign-out
 * confirmation): one self-contained HTML document in the PawFans colours, with no
 * external fonts or scripts, so it satisfies the Content-Security-Policy as it is.
 * Everything echoed into the markup goes through escapeHtml.
 */

export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light dark;--bg1:#fdf2f8;--bg2:#f3e8ff;--card:#ffffff;--text:#2e1065;--muted:#6b5b7b;
--accent:#9333ea;--accent2:#db2777;--border:#e9d5ff;--field:#faf5ff;--error-bg:#fff1f2;--error:#be123c;--notice-bg:#fdf4ff}
@media (prefers-color-scheme:dark){:root{--bg1:#1e1028;--bg2:#2a1436;--card:#241530;--text:#f5ecff;--muted:#c4b5d4;
--border:#4c2a63;--field:#1c1026;--error-bg:#3b0d1c;--error:#fda4af;--notice-bg:#2f1840}}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--text);
background:linear-gradient(135deg,var(--bg1),var(--bg2))}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--border);border-radius:24px;
padding:32px 28px;box-shadow:0 20px 50px -20px rgba(147,51,234,.35)}
.brand{display:flex;align-items:center;gap:10px;font-weight:800;font-size:1.35rem;margin:0 0 4px}
.brand span{background:linear-gradient(90deg,var(--accent),var(--accent2));-webkit-background-clip:text;background-clip:text;color:transparent}
.paw{width:30px;height:30px;flex:none}
h1{font-size:1.25rem;margin:18px 0 6px}
p{line-height:1.5;margin:0 0 12px;color:var(--muted)}
.notice{background:var(--notice-bg);border:1px dashed var(--accent);border-radius:14px;padding:10px 14px;font-size:.9rem;color:var(--text)}
.notice strong{color:var(--accent)}
.error{background:var(--error-bg);color:var(--error);border-radius:12px;padding:10px 14px;font-size:.92rem;margin:0 0 14px}
form{margin:18px 0 0}
label{display:block;font-weight:600;font-size:.92rem;margin:14px 0 6px;color:var(--text)}
input{width:100%;font:inherit;padding:11px 14px;border-radius:12px;border:1px solid var(--border);background:var(--field);color:var(--text)}
input:focus{outline:3px solid rgba(219,39,119,.35);border-color:var(--accent2)}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
@media (max-width:380px){.row{flex-direction:column;gap:0}main{padding:26px 18px}}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:22px}
button,.button{display:block;width:100%;text-align:center;font:inherit;font-weight:700;padding:12px 16px;border-radius:999px;cursor:pointer;text-decoration:none}
.primary{border:0;color:#fff;background:linear-gradient(90deg,var(--accent),var(--accent2))}
.primary:hover{filter:brightness(1.08)}
.secondary{border:1px solid var(--border);background:transparent;color:var(--muted)}
`;

/** An inline paw (no emoji font needed). */
const PAW_ICON = `<svg class="paw" viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="pawfans-paw" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9333ea"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><g fill="url(#pawfans-paw)"><ellipse cx="8" cy="12" rx="3" ry="4"/><ellipse cx="13.5" cy="7" rx="3" ry="4"/><ellipse cx="19.5" cy="7" rx="3" ry="4"/><ellipse cx="25" cy="12" rx="3" ry="4"/><path d="M16.5 14c-4.5 0-9 6-9 10 0 3 2.5 4 4.5 4 1.8 0 3-1 4.5-1s2.7 1 4.5 1c2 0 4.5-1 4.5-4 0-4-4.5-10-9-10z"/></g></svg>`;

export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PawFans</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<p class="brand">${PAW_ICON}<span>PawFans</span></p>
${body}
</main>
</body>
</html>`;
}
