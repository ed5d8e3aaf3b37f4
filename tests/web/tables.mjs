// Open tables in the browser, through kete-server on 127.0.0.1:3536, which this test starts and
// stops: page A opens a table (`?online=table`) and plays the computer while it waits; page C
// lists the open tables (`?online=tables`) and sees A's; a stranger's device (this test's own
// WebSocket, speaking the tables' words as a device does) sits down at it and is given a room;
// A is told someone sat down, and C sees the table gone from its list.
import WebSocket from 'ws';
import { open, startServer, url } from './browser.mjs';

await startServer(3536);
const viewport = { width: 1280, height: 800 };
const a = await open('tables (A)', { viewport, reducedMotion: 'reduce' });
await a.page.goto(`${url}?online=table`);
const opened = await a.waitFor(/tables: this player's table (\w+) is open/, "A: its table open");
const id = opened.match(/table (\w+) is open/)[1];
await a.waitFor(/board ready/, 'A: the game against the computer while it waits');

const c = await open('tables (C)', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
await c.page.goto(`${url}?online=tables`);
const listed = await c.waitFor(/tables: 1 open tables of \w+/, "C: A's table in the list");

// The stranger sits down.
const stranger = new WebSocket('ws://127.0.0.1:3536/tables');
await new Promise((resolve, reject) => {
  stranger.once('open', resolve);
  stranger.once('error', reject);
});
const seated = await new Promise((resolve) => {
  stranger.once('message', (data) => resolve(JSON.parse(String(data))));
  stranger.send(JSON.stringify({ ask: 'sit', v: 1, table: id }));
});
if (seated.told !== 'seated' || seated.host !== false) await a.fail(`the stranger not seated: ${JSON.stringify(seated)}`);
await a.waitFor(/someone sat down at this player's table/, 'A: told someone sat down');
await c.waitFor(/tables: 0 open tables of \w+/, 'C: the table gone from the list', c.lines.indexOf(listed) + 1);
stranger.close();
await a.checkClean();
await c.checkClean();
await a.browser.close();
await c.browser.close();
console.log(`tables: A opened table ${id} and played the computer; C saw it listed; a stranger sat down in room ${seated.room}; A was told, C saw it gone`);
process.exit(0);
