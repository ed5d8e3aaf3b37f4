// A helper for screenshots, not a test: opens a few tables at the signalling server (as strangers'
// devices would) and keeps them open for `seconds`; with `--sit <game>`, also sits down at the
// newest table of that game as soon as one is open (the notice that someone sat down).
// `node tests/web/hold_tables.mjs ws://127.0.0.1:3536 [seconds] [--sit omweso]`
import WebSocket from 'ws';

const [server = 'ws://127.0.0.1:3536', seconds = '60'] = process.argv.slice(2).filter((a, i, all) => a !== '--sit' && all[i - 1] !== '--sit');
const sitGame = process.argv.includes('--sit') ? process.argv[process.argv.indexOf('--sit') + 1] : null;
const tables = [
  { game: 'omweso', rules: 'traditional', side: 'either', target: 12 },
  { game: 'omweso', rules: 'seed', side: 'south', target: 6 },
  { game: 'omweso', rules: 'traditional', side: 'north', target: 12 },
  { game: 'bao', rules: 'kujifunza', side: 'either' },
];
const sockets = [];
for (const [n, table] of (sitGame ? [] : tables).entries()) {
  // Each from an address of its own, as strangers' devices are (127.0.0.1 stays free for the game).
  const socket = new WebSocket(`${server}/tables`, { localAddress: `127.0.0.${n + 2}` });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ ask: 'open', v: 1, table }));
  sockets.push(socket);
}
if (sitGame) {
  const socket = new WebSocket(`${server}/tables`);
  await new Promise((resolve) => socket.once('open', resolve));
  sockets.push(socket);
  const deadline = Date.now() + Number(seconds) * 1000;
  while (Date.now() < deadline) {
    const listed = await new Promise((resolve) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.send(JSON.stringify({ ask: 'list', v: 1, game: sitGame }));
    });
    if (listed.tables?.length) {
      socket.send(JSON.stringify({ ask: 'sit', v: 1, table: listed.tables[0].id }));
      console.log(`sat down at ${listed.tables[0].id}`);
      break;
    }
    // Within the pace of words (4 a second): a "too_fast" answer to a listing just waits for the next.
    await new Promise((resolve) => setTimeout(resolve, 260));
  }
}
await new Promise((resolve) => setTimeout(resolve, Number(seconds) * 1000));
for (const socket of sockets) socket.close();
