/* global document */
// Movie provider page (decision 086): the catalogue from the provider's JSON; no inline script.
(function () {
  'use strict';
  fetch('/mock-cdn/providers/movies.json')
    .then(function (response) {
      return response.json();
    })
    .then(function (data) {
      document.getElementById('provider').textContent = data.provider;
      var list = document.getElementById('movies');
      data.movies.forEach(function (movie) {
        var item = document.createElement('li');
        item.className = 'movie';
        item.setAttribute('data-movie-id', movie.id);
        var title = document.createElement('h2');
        title.textContent = movie.title;
        var meta = document.createElement('p');
        meta.className = 'meta';
        meta.textContent = movie.genre + ' · ' + movie.year + ' · ' + movie.minutes + ' นาที · คะแนน ' + movie.rating.toFixed(1);
        item.appendChild(title);
        item.appendChild(meta);
        list.appendChild(item);
      });
    });
})();
