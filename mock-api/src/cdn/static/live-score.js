/* global document, window */
// Live-score provider page: renders fixtures from the provider's JSON; no inline script.
(function () {
  'use strict';
  function cell(row, text, className) {
    var td = document.createElement('td');
    td.textContent = text;
    if (className) td.className = className;
    row.appendChild(td);
    return td;
  }
  function clubCell(row, name, className) {
    window.fillClubName(cell(row, '', className), name);
  }
  // As score sites list them: matches in play first (the longest played first), then the rest
  // by kick-off time (HH:MM).
  function byPlayThenKickOff(a, b) {
    if (a.live !== b.live) return a.live ? -1 : 1;
    if (a.live) return parseInt(b.minute, 10) - parseInt(a.minute, 10);
    return a.minute < b.minute ? -1 : a.minute > b.minute ? 1 : 0;
  }
  fetch('/mock-cdn/providers/live-score.json')
    .then(function (response) {
      return response.json();
    })
    .then(function (data) {
      document.getElementById('updated').textContent = 'อัปเดตล่าสุด ' + new Date(data.updatedAt).toLocaleString('th-TH');
      var root = document.getElementById('leagues');
      data.leagues.forEach(function (league) {
        var title = document.createElement('h2');
        title.className = 'league';
        title.textContent = league.name;
        root.appendChild(title);
        var table = document.createElement('table');
        table.className = 'fixtures';
        league.matches
          .slice()
          .sort(byPlayThenKickOff)
          .forEach(function (match) {
            var row = document.createElement('tr');
            cell(row, match.minute, match.live ? 'minute live' : 'minute');
            clubCell(row, match.home, 'home');
            cell(row, match.score, 'score');
            clubCell(row, match.away, 'away');
            table.appendChild(row);
          });
        root.appendChild(table);
      });
    });
})();
