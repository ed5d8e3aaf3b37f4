// Signals that no WebRTC stack takes, sent to a real page through kete-server (which this test
// starts on 127.0.0.1:3536 and stops): a device of the room that is no game's answers the page's
// offer with an SDP the browser refuses; offers the page one it refuses; and offers a good one
// with a candidate the browser will not add. Each reads as SDP, so the server relays it (a hostile
// server named in a link could send worse). Before matchbox_socket was patched (vendor/) each
// panicked the page; now that connection ends, the page says a connection could not be used, and
// the game goes on: its frame loop still runs and its room still waits. Last, a hostile
// signalling server (a link's `?server=` may name one) sends worse: the room closes, the page
// lives.
import WebSocket from 'ws';
import { open, startServer, url } from './browser.mjs';

const server = await startServer(3536);

const base = url.replace(/[?#].*$/, '');
const page = await open('hostile signals', { viewport: { width: 1280, height: 800 } }, ['--disable-features=WebRtcHideLocalIpsWithMdns']);
const NOT_A_SESSION = 'v=0\r\nz=no session here\r\n';
// A data channel's offer as a browser writes one, which Chromium takes (the fingerprint is only
// checked once DTLS begins, which never comes).
const fingerprint = Array.from({ length: 32 }, (_, n) => n.toString(16).padStart(2, '0').toUpperCase()).join(':');
const GOOD_OFFER = [
  'v=0', 'o=- 4611731400430051336 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0',
  'a=msid-semantic: WMS', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
  'a=ice-ufrag:abcd', 'a=ice-pwd:abcdefghijklmnopqrstuvwx', 'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${fingerprint}`, 'a=setup:actpass', 'a=mid:0', 'a=sctp-port:5000',
  'a=max-message-size:262144', '',
].join('\r\n');
const BAD_CANDIDATE = JSON.stringify({ candidate: 'candidate:0 1 udp not a candidate', sdpMid: '0', sdpMLineIndex: 0 });
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const newRoom = () => Array.from({ length: 20 }, () => ALPHABET[Math.floor(Math.random() * 32)]).join('');

// A device of `room` that is no game's: `act(send, event)` answers what the server tells it.
// Resolves once it has said its piece and left (or fails after a minute).
const hostile = (room, act) => new Promise((resolve, reject) => {
  const socket = new WebSocket(`ws://127.0.0.1:3536/${room}`);
  const send = (to, data) => socket.send(JSON.stringify({ Signal: { receiver: to, data } }));
  const timer = setTimeout(() => reject(new Error(`the hostile device in ${room} never acted`)), 60000);
  const entered = new Promise((inRoom) => socket.once('open', inRoom));
  socket.on('message', (text) => {
    if (act(send, JSON.parse(String(text)))) {
      clearTimeout(timer);
      // Time for the page to take it in, then leave.
      setTimeout(() => { socket.close(); resolve(); }, 1500);
    }
  });
  socket.once('error', reject);
  hostile.entered = entered;
});

try {
  // 1. The page hosts; the hostile device answers its offer with an SDP the browser refuses.
  await page.page.goto(`${base}?game=kimasai&online=host&server=ws://127.0.0.1:3536`);
  const room = (await page.waitFor(/online: joining room \w+/, 'its room')).match(/room (\w+)/)[1];
  await page.waitFor(/board ready: South to move/, 'the board');
  let from = page.lines.length;
  await hostile(room, (send, event) => {
    if (!event.Signal?.data?.Offer) return false;
    send(event.Signal.sender, { Answer: NOT_A_SESSION });
    return true;
  });
  await page.waitFor(/no connection could be made with it/, 'the note of a bad answer', from);
  console.log('hostile signals: an answer the browser refuses ended that connection, not the page');

  // 2. The hostile device waits in a room; the page comes by its invitation and is offered an
  // SDP the browser refuses.
  const den = newRoom();
  from = page.lines.length;
  const offered = hostile(den, (send, event) => {
    if (!event.NewPeer) return false;
    send(event.NewPeer, { Offer: NOT_A_SESSION });
    return true;
  });
  await hostile.entered;
  await page.page.goto(`${base}?server=ws://127.0.0.1:3536#o1.${den}`);
  await offered;
  await page.waitFor(/no connection could be made with it/, 'the note of a bad offer', from);
  console.log('hostile signals: an offer the browser refuses ended that connection, not the page');

  // 3. A good offer, and a candidate the browser will not add.
  const den2 = newRoom();
  from = page.lines.length;
  const candidate = hostile(den2, (send, event) => {
    if (!event.NewPeer) return false;
    send(event.NewPeer, { IceCandidate: BAD_CANDIDATE });
    send(event.NewPeer, { Offer: GOOD_OFFER });
    return true;
  });
  await hostile.entered;
  // Another address than the last (not only its #), so the page loads anew.
  await page.page.goto(`${base}?lang=en&server=ws://127.0.0.1:3536#o1.${den2}`);
  await candidate;
  await page.waitFor(/refused an ice candidate/, 'the candidate refused', from);
  await page.waitFor(/no connection could be made with it/, 'the note once the device left', from);
  console.log('hostile signals: a candidate the browser will not add was ignored; the page goes on');

  // 4. A hostile signalling server, as a link's `?server=` may name: it assigns the page an id
  // twice, relays an offer that is no SDP at all (no kete-server would), says something that is
  // no signalling message, and hangs up. The page notes the connection it cannot use, ignores
  // the rest, and says the room closed.
  const hostileServer = new WebSocket.Server({ host: '127.0.0.1', port: 3539 });
  const peer = (n) => `00000000-0000-4000-8000-00000000000${n}`;
  hostileServer.on('connection', (socket, request) => {
    if (request.url === '/turn') {
      socket.send('no credential here');
      socket.close();
      return;
    }
    socket.send(JSON.stringify({ IdAssigned: peer(1) }));
    socket.send(JSON.stringify({ IdAssigned: peer(2) }));
    socket.send(JSON.stringify({ Signal: { sender: peer(3), data: { Offer: 'no SDP at all' } } }));
    setTimeout(() => socket.send('and this is no message'), 1500);
    setTimeout(() => socket.close(), 2500);
  });
  try {
    from = page.lines.length;
    await page.page.goto(`${base}?lang=sw&server=ws://127.0.0.1:3539#o1.${newRoom()}`);
    await page.waitFor(/no connection could be made with it/, 'the note of the bad offer', from);
    await page.waitFor(/online: the room closed/, 'the room closed', from);
    // The one error the page logs is matchbox's word that the message was no message.
    const expected = /failed to deserialize message/;
    page.problems.splice(0, page.problems.length, ...page.problems.filter((problem) => !expected.test(problem)));
    console.log('hostile signals: a hostile server — an id assigned twice, an offer of no SDP, a message of none, then gone — closed its room, not the page');
  } finally {
    hostileServer.close();
  }
  // No panic, no error: each line above was logged by the game's own frame loop, still running.
  await page.checkClean();
  await page.browser.close();
} finally {
  server.kill();
}
