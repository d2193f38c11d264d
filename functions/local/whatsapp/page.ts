/** The phone-like page: type as a founder, see what the product sends back and its ticks. */
export const PHONE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>WhatsApp stand-in</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #d1d7db; display: flex; justify-content: center; }
  main { width: 380px; max-width: 100%; min-height: 100vh; background: #efeae2; display: flex; flex-direction: column; }
  header { background: #008069; color: #fff; padding: 12px; }
  header h1 { font-size: 16px; margin: 0 0 8px; }
  header label { display: inline-flex; flex-direction: column; font-size: 12px; margin-right: 8px; }
  header input { width: 150px; }
  ol { list-style: none; margin: 0; padding: 12px; flex: 1; overflow-y: auto; }
  li { max-width: 80%; margin: 6px 0; padding: 6px 9px; border-radius: 8px; white-space: pre-wrap; word-wrap: break-word; }
  li.founder { margin-left: auto; background: #d9fdd3; }
  li.product { background: #fff; }
  .ticks { font-size: 11px; color: #667781; margin-left: 6px; }
  .ticks.read { color: #53bdeb; }
  .ticks.failed { color: #c0392b; }
  form { display: flex; gap: 6px; padding: 8px; background: #f0f2f5; }
  form textarea { flex: 1; resize: none; }
</style>
</head>
<body>
<main>
  <header>
    <h1>WhatsApp stand-in</h1>
    <label>Your name <input id="name" name="name" value="Amaka" autocomplete="off"></label>
    <label>Your number <input id="wa_id" name="wa_id" value="2348012345678" inputmode="numeric" autocomplete="off"></label>
  </header>
  <ol id="thread" aria-live="polite" aria-label="Conversation"></ol>
  <form id="compose">
    <textarea id="text" name="text" rows="2" aria-label="Message" placeholder="Message"></textarea>
    <button type="submit">Send</button>
  </form>
</main>
<script src="/phone.js"></script>
</body>
</html>`;

export const PHONE_SCRIPT = `(() => {
  const thread = document.getElementById('thread');
  const field = (id) => document.getElementById(id);
  const TICKS = { sent: '✓', delivered: '✓✓', read: '✓✓', failed: '! not delivered' };
  let shown = '';
  async function refresh() {
    const waId = field('wa_id').value.trim();
    const response = await fetch('/_stand-in/thread.json?wa_id=' + encodeURIComponent(waId));
    const lines = await response.json();
    const key = JSON.stringify(lines);
    if (key === shown) return;
    shown = key;
    thread.replaceChildren(...lines.map((line) => {
      const item = document.createElement('li');
      item.className = line.from === 'founder' ? 'founder' : 'product';
      item.textContent = line.text;
      if (line.status) {
        const ticks = document.createElement('span');
        ticks.className = 'ticks ' + line.status;
        ticks.dataset.status = line.status;
        ticks.textContent = TICKS[line.status] || line.status;
        item.append(ticks);
      }
      return item;
    }));
    thread.scrollTop = thread.scrollHeight;
  }
  field('compose').addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = field('text').value.trim();
    if (!text) return;
    field('text').value = '';
    await fetch('/_stand-in/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wa_id: field('wa_id').value.trim(), name: field('name').value.trim(), text }),
    });
    void refresh();
  });
  setInterval(() => void refresh().catch(() => undefined), 500);
  void refresh();
})();`;
