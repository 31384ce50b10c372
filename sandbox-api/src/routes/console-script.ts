/** The console's browser script (plain JS, text only; no innerHTML of server data). */
export const CONSOLE_SCRIPT = `
const $ = (id) => document.getElementById(id);
const show = (id, v) => { $(id).textContent = typeof v === 'string' ? v : JSON.stringify(v, null, 2); };
async function call(method, path, body) {
  const res = await fetch('/__sandbox/' + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  try { return JSON.parse(text); } catch { return text; }
}
document.querySelectorAll('[data-act]').forEach((b) => b.addEventListener('click', async () => {
  show('switch-out', await call('POST', b.dataset.act, { on: b.dataset.on === 'true' }));
}));
$('drop').onclick = async () => show('switch-out', await call('POST', 'drop-sockets', {}));
$('reset').onclick = async () => { show('switch-out', await call('POST', 'reset')); loadUsers(); };
$('ob-load').onclick = async () => {
  const list = await call('GET', 'outbox?to=' + encodeURIComponent($('ob-to').value.trim()));
  show('ob-out', Array.isArray(list) ? list.map((e) => e.created + '  ' + e.channel + ' → ' + e.to + '  ' + e.subject + (e.code ? '  CODE ' + e.code : '') + (e.link ? '\\n    ' + e.link : '')).join('\\n') || '(empty)' : list);
};
$('u-set').onclick = async () => {
  const body = {};
  if ($('u-check').value) body.check_status = $('u-check').value;
  if ($('u-profile').value) body.profile_status = $('u-profile').value;
  show('u-out', await call('POST', 'users/' + encodeURIComponent($('u-email').value.trim()) + '/status', body));
  loadUsers();
};
$('u-reset-q').onclick = async () => {
  show('u-out', await call('POST', 'users/' + encodeURIComponent($('u-email').value.trim()) + '/questionnaire-reset', {}));
  loadUsers();
};
$('p-push').onclick = async () => show('u-out', await call('POST', 'push', { email: $('u-email').value.trim(), data: $('p-data').value }));
$('f-add').onclick = async () => show('f-out', await call('POST', 'faults', { path: $('f-path').value.trim(), status: Number($('f-status').value), count: Number($('f-count').value) }));
$('qr-set').onclick = async () => {
  const body = { outcome: $('qr-outcome').value, doubles: $('qr-doubles').value || null };
  if ($('qr-email').value.trim()) body.email = $('qr-email').value.trim();
  if ($('qr-phone').value.trim()) body.phone = $('qr-phone').value.trim();
  show('qr-out', await call('POST', 'qr', body));
};
$('f-clear').onclick = async () => show('f-out', await call('DELETE', 'faults'));
document.querySelectorAll('[data-sign-mode]').forEach((b) => b.addEventListener('click', async () => {
  show('s-out', await call('POST', 'signing', { manual: b.dataset.signMode === 'true' }));
}));
$('s-delay-set').onclick = async () => show('s-out', await call('POST', 'signing', { delaySeconds: Number($('s-delay').value) }));
document.querySelectorAll('[data-sign-act]').forEach((b) => b.addEventListener('click', async () => {
  show('s-out', await call('POST', 'signing/' + encodeURIComponent($('u-email').value.trim()), { action: b.dataset.signAct }));
  loadUsers();
}));
async function loadUsers() {
  const users = await call('GET', 'users');
  const tbody = document.querySelector('#users tbody');
  tbody.replaceChildren(...users.map((u) => {
    const tr = document.createElement('tr');
    [u.email, u.is_resident ? 'yes' : 'no', u.profile_status, u.check_status, u.register_datasource || '-', u.note].forEach((v) => {
      const td = document.createElement('td'); td.textContent = String(v); tr.appendChild(td);
    });
    tr.onclick = () => { $('u-email').value = u.email; $('ob-to').value = u.email; };
    return tr;
  }));
}
loadUsers();
`;
