/* global document, window */
// Standings provider page: one league table from the provider's JSON; no inline script.
(function () {
  'use strict';
  fetch('/mock-cdn/providers/standings.json')
    .then(function (response) {
      return response.json();
    })
    .then(function (data) {
      // the site's page is already titled ตารางคะแนน: the provider names its league
      document.getElementById('league').textContent = data.league;
      var body = document.getElementById('rows');
      data.rows.forEach(function (team, i) {
        var row = document.createElement('tr');
        [String(i + 1), team.team, String(team.played), String(team.goalDifference), String(team.points)].forEach(function (text, column) {
          var td = document.createElement('td');
          if (column === 1) window.fillClubName(td, text);
          else td.textContent = text;
          if (column >= 2) td.className = 'num';
          row.appendChild(td);
        });
        body.appendChild(row);
      });
    });
})();
