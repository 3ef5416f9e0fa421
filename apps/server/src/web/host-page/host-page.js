/* global document, window, location -- a script the browser runs on the demo host page */
// The demo host page (a casino site on another origin) and its half of the postMessage bridge
// (SPEC.md §1 Modes; packages/contract/src/host-messages.ts has the shapes). It frames the brand
// named by ?brand= (default savanna) at <brand>.localhost on this port, talks only to that origin,
// logs the player in on its own back end (POST /login) and hands the token to the sportsbook. The
// sportsbook's links marked open_in_parent_frame move this page.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var brand = /^[a-z][a-z0-9-]{1,31}$/.test(params.get('brand') || '') ? params.get('brand') : 'savanna';
  var origin = location.protocol + '//' + brand + '.localhost' + (location.port ? ':' + location.port : '');
  var frame = document.getElementById('sportsbook');
  var status = document.getElementById('status');
  var form = document.getElementById('login');
  var logoutButton = document.getElementById('logout');
  var balance = document.getElementById('balance');
  var log = document.getElementById('log');
  var language = document.getElementById('language');

  // ?menus=1 frames the whole sportsbook, menus included; by default only its content.
  var withMenus = params.get('menus') === '1';
  var view = document.getElementById('view');
  var other = new URLSearchParams(params);
  if (withMenus) other.delete('menus');
  else other.set('menus', '1');
  view.href = '?' + other.toString();
  view.textContent = withMenus ? 'Frame its content only' : 'Frame it with its menus';
  frame.src = origin + '/' + language.value + (withMenus ? '' : '?embedded=true');

  function send(message) {
    message.source = 'sportsbook-host';
    frame.contentWindow.postMessage(message, origin);
  }

  function showLoggedIn(username) {
    status.textContent = username ? 'Logged in as ' + username + '.' : 'Not logged in.';
    form.hidden = Boolean(username);
    logoutButton.hidden = !username;
  }

  window.addEventListener('message', function (event) {
    // Only the framed sportsbook: any other window or origin is not ours to read.
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var message = event.data;
    if (!message || message.source !== 'sportsbook') return;
    var item = document.createElement('li');
    item.textContent = JSON.stringify(message);
    log.prepend(item);
    switch (message.type) {
      case 'ready':
        if (status.textContent.indexOf('Logged in') !== 0) showLoggedIn(null);
        break;
      case 'resize':
        frame.style.height = Math.max(320, message.height) + 'px';
        break;
      case 'login':
        showLoggedIn(message.username);
        break;
      case 'logout':
        showLoggedIn(null);
        balance.textContent = '–';
        break;
      case 'balance':
        balance.textContent = message.currency + ' ' + message.balance.toFixed(2);
        break;
      case 'language':
        language.value = message.locale;
        break;
      case 'navigate':
        // A sportsbook link marked open_in_parent_frame: this page goes there itself.
        if (/^https?:\/\//.test(message.url)) location.assign(message.url);
        break;
      case 'login-required':
        status.textContent = 'Log in here to bet in the sportsbook.';
        form.elements.username.focus();
        break;
    }
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    status.textContent = 'Logging in…';
    fetch('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        brand: brand,
        username: form.elements.username.value,
        password: form.elements.password.value,
      }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.message || 'Login refused');
          send({ type: 'login', token: body.token });
        });
      })
      .catch(function (error) {
        status.textContent = error.message;
      });
  });

  logoutButton.addEventListener('click', function () {
    send({ type: 'logout' });
  });

  language.addEventListener('change', function () {
    send({ type: 'language', locale: language.value });
  });
})();
