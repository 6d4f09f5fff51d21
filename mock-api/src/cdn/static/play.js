/* global window, document */
// Demo game of the mock provider. Runs under a strict CSP (no inline script): every call goes
// to the provider API with the launch session from the URL, and the namespace header.
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var session = params.get('session') || '';
  // ?demo=<game id>: the free demo, pretend credit kept on this page, nothing sent to the ledger
  var demo = params.get('demo');
  var demoCredit = 0;
  var namespace = params.get('ns') || 'default';
  var symbols = ['🍒', '🍋', '🔔', '⭐', '💎', '7️⃣'];
  var $ = function (id) {
    return document.getElementById(id);
  };
  var format = function (baht) {
    return Number(baht).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };

  function call(method, path, body) {
    return fetch('/mock-cdn/games/api/' + path, {
      method: method,
      headers: { 'content-type': 'application/json', 'x-mock-namespace': namespace },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json.message || 'เกิดข้อผิดพลาด');
        return json;
      });
    });
  }

  function show(text, kind) {
    var result = $('result');
    result.textContent = text;
    result.className = 'result ' + kind;
  }

  function reels(multiplier) {
    var nodes = $('reels').children;
    var pick = multiplier >= 5 ? 4 : multiplier >= 2 ? 3 : -1;
    for (var i = 0; i < nodes.length; i += 1) {
      nodes[i].textContent = pick >= 0 ? symbols[pick] : symbols[(Math.floor(Math.random() * symbols.length) + i) % symbols.length];
    }
  }

  /** A demo round, drawn here with the provider's weights: nothing of it is real. */
  function demoRound(amount) {
    if (amount > demoCredit) return Promise.reject(new Error('เครดิตทดลองไม่พอ'));
    var weights = [57, 10, 12, 12, 7, 2];
    var multipliers = [0, 0.5, 1, 2, 5, 10];
    var ticket = Math.random() * 100;
    var index = 0;
    while (index < weights.length - 1 && ticket >= weights[index]) {
      ticket -= weights[index];
      index += 1;
    }
    var multiplier = multipliers[index];
    demoCredit = demoCredit - amount + amount * multiplier;
    return Promise.resolve({ multiplier: multiplier, win: amount * multiplier, credit: demoCredit });
  }

  call('GET', demo ? 'demo/' + encodeURIComponent(demo) : 'session/' + encodeURIComponent(session))
    .then(function (info) {
      if (demo) demoCredit = info.credit;
      $('game-name').textContent = info.gameName;
      $('player').textContent = demo ? 'ทดลองเล่น (เครดิตทดลอง)' : info.username;
      $('credit').textContent = format(info.credit);
      document.title = info.gameName;
    })
    .catch(function (error) {
      show(error.message, 'error');
      $('spin').disabled = true;
    });

  $('bet-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var amount = Number($('bet-amount').value);
    $('spin').disabled = true;
    var round = demo
      ? demoRound(amount)
      : call('POST', 'bet', { session: session, amount: amount }).then(function (bet) {
          $('credit').textContent = format(bet.credit);
          return call('POST', 'settle', { session: session, roundId: bet.roundId });
        });
    round
      .then(function (outcome) {
        reels(outcome.multiplier);
        $('credit').textContent = format(outcome.credit);
        var line = outcome.win > 0 ? 'ชนะ ' + format(outcome.win) + ' บาท (x' + outcome.multiplier + ')' : 'ไม่ได้รางวัล';
        show(line, outcome.win > 0 ? 'win' : 'lose');
        var item = document.createElement('li');
        item.textContent = 'เดิมพัน ' + format(amount) + ' → ' + line;
        $('history').prepend(item);
      })
      .catch(function (error) {
        show(error.message, 'error');
      })
      .then(function () {
        $('spin').disabled = false;
      });
  });
})();
