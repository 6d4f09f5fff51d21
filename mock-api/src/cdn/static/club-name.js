/* global document, window */
// A club's name that breaks only between its words, for the score pages: the browser's Thai
// dictionary lacks transliterated names and would split them mid-word ("แมนเชส|เตอร์").
(function () {
  'use strict';
  window.fillClubName = function (element, name) {
    name.split(' ').forEach(function (word, index) {
      if (index > 0) element.appendChild(document.createTextNode(' '));
      var span = document.createElement('span');
      span.className = 'word';
      span.textContent = word;
      element.appendChild(span);
    });
  };
})();
