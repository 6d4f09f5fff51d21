/* global document, window, ResizeObserver */
// Movie provider page (docs/design/web-app.md#member-screens): the catalogue from the provider's JSON; no inline script.
(function () {
  'use strict';
  // Tells the embedding site how tall this page is, so its frame shows all of it and no empty
  // space below (the frame-height message, docs/design/web-app.md#member-screens); a site that ignores it keeps its height.
  var main = document.querySelector('main');
  function reportHeight() {
    if (window.parent === window) return;
    window.parent.postMessage({ type: 'frame-height', height: Math.ceil(main.getBoundingClientRect().height) }, '*');
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(main);
  else window.addEventListener('load', reportHeight);
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
        var cover = document.createElement('div');
        cover.className = 'movie__cover';
        var poster = document.createElement('img');
        poster.src = movie.poster;
        poster.alt = '';
        poster.width = 200;
        poster.height = 300;
        var rating = document.createElement('span');
        rating.className = 'movie__rating';
        rating.textContent = '★ ' + movie.rating.toFixed(1);
        rating.setAttribute('aria-label', 'คะแนน ' + movie.rating.toFixed(1));
        var minutes = document.createElement('span');
        minutes.className = 'movie__minutes';
        minutes.textContent = movie.minutes + ' นาที';
        cover.appendChild(poster);
        cover.appendChild(rating);
        cover.appendChild(minutes);
        var title = document.createElement('h2');
        title.textContent = movie.title;
        var meta = document.createElement('p');
        meta.className = 'meta';
        meta.textContent = movie.genre + ' · ' + movie.year;
        item.appendChild(cover);
        item.appendChild(title);
        item.appendChild(meta);
        list.appendChild(item);
      });
    });
})();
