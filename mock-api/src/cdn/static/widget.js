/* global window, document */
// Mock live-chat widget (docs/design/mock.md#fake-providers). The host page loads this script, then hands it the
// member with window.MockChatWidget.setMember(profile) or with
// window.postMessage({ type: 'mock-chat:member', profile: profile }, window.location.origin).
// window.MockChatWidget.clear() (or { type: 'mock-chat:clear' }) removes it on logout.
// Notices for the member go to the host as { type: 'mock-chat:notice', text } (same origin); the
// host shows them as toasts of spec 9's chat-widget duration (5000 ms).
// window.MockChatWidget.notify(text) sends one; opening the panel the first time sends one too.
// It draws a button and a panel with the conversation and a message field; the mock's agent
// answers each message in the panel (no inline styles, so a strict style-src works).
(function () {
  'use strict';
  if (window.MockChatWidget) return;
  var root = null;
  var member = null;
  var greeted = false;

  function notify(text) {
    if (typeof text !== 'string' || !text) return;
    window.postMessage({ type: 'mock-chat:notice', text: text }, window.location.origin);
  }

  function render() {
    if (!member) return;
    if (!root) {
      if (!document.querySelector('link[data-mock-chat-style]')) {
        var style = document.createElement('link');
        style.rel = 'stylesheet';
        style.href = '/mock-cdn/static/widget.css';
        style.setAttribute('data-mock-chat-style', '');
        document.head.appendChild(style);
      }
      root = document.createElement('div');
      root.setAttribute('data-mock-chat', '');
      root.setAttribute('hidden', '');
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'แชทกับเจ้าหน้าที่';
      button.setAttribute('aria-expanded', 'false');
      var panel = document.createElement('section');
      panel.setAttribute('aria-label', 'แชทกับเจ้าหน้าที่');
      panel.hidden = true;
      button.addEventListener('click', function () {
        panel.hidden = !panel.hidden;
        button.setAttribute('aria-expanded', String(!panel.hidden));
        if (!panel.hidden && !greeted) {
          greeted = true;
          notify('เปิดแชทแล้ว พิมพ์ข้อความถึงเจ้าหน้าที่ได้ในหน้าต่างแชท');
        }
      });
      root.appendChild(button);
      root.appendChild(panel);
      document.body.appendChild(root);
      root.removeAttribute('hidden');
    }
    var panelNode = root.querySelector('section');
    panelNode.textContent = '';
    var who = document.createElement('p');
    who.setAttribute('data-mock-chat-who', '');
    who.textContent = 'ชื่อผู้ใช้ ' + (member.username || '-') + ' · ระดับ ' + (member.levelName || member.level || '-');
    var log = document.createElement('ol');
    log.setAttribute('aria-live', 'polite');
    log.setAttribute('aria-label', 'ข้อความ');
    var form = document.createElement('form');
    var label = document.createElement('label');
    label.textContent = 'ข้อความถึงเจ้าหน้าที่';
    var input = document.createElement('input');
    input.name = 'message';
    input.autocomplete = 'off';
    input.maxLength = 500;
    label.appendChild(input);
    var send = document.createElement('button');
    send.type = 'submit';
    send.textContent = 'ส่ง';
    form.appendChild(label);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      input.value = '';
      say(log, 'member', text);
      setTimeout(function () {
        say(log, 'agent', 'ได้รับข้อความแล้วค่ะ เจ้าหน้าที่กำลังตรวจสอบและจะตอบในหน้าต่างนี้');
      }, 600);
    });
    panelNode.appendChild(who);
    panelNode.appendChild(log);
    panelNode.appendChild(form);
    say(log, 'agent', 'สวัสดีคุณ ' + (member.name || member.username || '') + ' มีอะไรให้เราช่วยไหมคะ');
    root.setAttribute('data-member', member.username || '');
  }

  function say(log, from, text) {
    var line = document.createElement('li');
    line.setAttribute('data-from', from);
    line.textContent = text;
    log.appendChild(line);
    log.scrollTop = log.scrollHeight;
  }

  function setMember(profile) {
    if (!profile || typeof profile !== 'object') return;
    member = {
      uuid: profile.uuid,
      name: profile.name,
      username: profile.username || (profile.user_pass && profile.user_pass.username),
      phone: profile.phone,
      level: profile.level,
      levelName: profile.levelName,
    };
    render();
  }

  function clear() {
    member = null;
    if (root) root.remove();
    root = null;
  }

  window.MockChatWidget = {
    setMember: setMember,
    clear: clear,
    notify: notify,
    get member() {
      return member;
    },
  };
  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin || !event.data) return;
    if (event.data.type === 'mock-chat:member') setMember(event.data.profile);
    if (event.data.type === 'mock-chat:clear') clear();
  });
  document.dispatchEvent(new CustomEvent('mock-chat:ready'));
})();
