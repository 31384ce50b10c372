import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { SEED_PASSWORD } from '../seed/users';
import { CONSOLE_SCRIPT } from './console-script';
import { CONSOLE_CSP } from '../http/security';

/** GET / — a small console for humans over the same /__sandbox endpoints the tests use. */
export function consoleRoutes(app: FastifyInstance, { state }: Ctx): void {
  app.get('/', async (_req, reply) => {
    void reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', CONSOLE_CSP);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Broker sandbox API</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px;color:#1b1f24}h1{font-size:20px}h2{font-size:16px;margin:20px 0 6px}
section{border:1px solid #d0d7de;border-radius:6px;padding:10px;margin-bottom:12px}
table{border-collapse:collapse;width:100%;font-size:12px}td,th{border-bottom:1px solid #eee;padding:3px 6px;text-align:left}
input,select,button{font:inherit;margin:2px}pre{background:#f6f8fa;padding:8px;max-height:260px;overflow:auto;font-size:12px}
.row{display:flex;flex-wrap:wrap;gap:6px;align-items:center}.muted{color:#57606a}
</style></head><body>
<h1>Broker sandbox API</h1>
<p class="muted">Auth base <code>${state.config.authPrefix}/</code>, onboarding base <code>${state.config.apiPrefix}/</code>.
Every seeded user's password: <code>${SEED_PASSWORD}</code>. Control endpoints live under <code>/__sandbox/</code> (see sandbox-api/README.md).</p>
<section><h2>Switches</h2><div class="row">
<button data-act="maintenance" data-on="true">Maintenance ON</button><button data-act="maintenance" data-on="false">Maintenance OFF</button>
<button data-act="block-nonresident" data-on="true">BLOCK_NONRESIDENT ON</button><button data-act="block-nonresident" data-on="false">BLOCK_NONRESIDENT OFF</button>
<button id="drop">Drop all sockets</button><button id="reset">Reset state</button></div><pre id="switch-out"></pre></section>
<section><h2>Outbox (codes and links)</h2><div class="row"><input id="ob-to" placeholder="email or phone (empty = all)" size="36">
<button id="ob-load">Load</button></div><pre id="ob-out"></pre></section>
<section><h2>Status / push</h2><div class="row"><input id="u-email" placeholder="user email" size="36">
<select id="u-check"><option value="">check_status…</option>${['INITIAL', 'REVIEW', 'ERRORS', 'REJECTED', 'APPROVED', 'SIGNING', 'SIGNED'].map((s) => `<option>${s}</option>`).join('')}</select>
<select id="u-profile"><option value="">profile_status…</option><option>PART</option><option>FULL</option></select><button id="u-set">Set status</button><button id="u-reset-q">Reset questionnaire</button>
<select id="p-data"><option>messages</option><option>accounts</option><option>docs</option></select><button id="p-push">Push update</button></div><pre id="u-out"></pre></section>
<section><h2>Sharing app (QR): outcome of the pending share or signing</h2><div class="row">
<select id="qr-outcome">${['success', 'processing', 'refuse', 'notUsed', 'error', 'noFullData'].map((s) => `<option>${s}</option>`).join('')}</select>
<select id="qr-doubles"><option value="">no existing profile</option><option>LAUNCHING</option><option>EXISTING</option><option>NOLOGIN</option></select>
<input id="qr-email" placeholder="shared email (optional)" size="28"><input id="qr-phone" placeholder="shared phone (optional)" size="18">
<button id="qr-set">Set outcome</button></div>
<p class="muted">Polls: 1st <code>initialized</code>, 2nd <code>processing</code>, then this outcome. Scanned = success; expired = notUsed;
duplicate profile = success + NOLOGIN (or EXISTING / LAUNCHING).</p><pre id="qr-out"></pre></section>
<section><h2>Onboarding signing</h2><p class="muted">Acts on the user in the Status field: an open QR signing (resident) first, else a SIGNING status.</p>
<div class="row"><button data-sign-mode="true">Manual (wait for these buttons)</button><button data-sign-mode="false">Automatic</button>
<label>SIGNING → SIGNED after <input id="s-delay" type="number" min="0" value="20" style="width:70px"> s</label><button id="s-delay-set">Set delay</button></div>
<div class="row">${['scan', 'complete', 'refuse', 'fail', 'expire'].map((a) => `<button data-sign-act="${a}">${a}</button>`).join('')}</div><pre id="s-out"></pre></section>
<section><h2>Faults</h2><div class="row"><input id="f-path" placeholder="path, e.g. /api/auth/userinfo/" size="36">
<input id="f-status" type="number" value="500" style="width:70px"><input id="f-count" type="number" value="1" style="width:60px"><button id="f-add">Fail next N calls</button>
<button id="f-clear">Clear faults</button></div><pre id="f-out"></pre></section>
<section><h2>Users</h2><table id="users"><thead><tr><th>email</th><th>resident</th><th>profile</th><th>check</th><th>source</th><th>note</th></tr></thead><tbody></tbody></table></section>
<script>${CONSOLE_SCRIPT}</script></body></html>`;
  });
}
