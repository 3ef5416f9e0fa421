/* global document, window -- a script the browser runs in the games provider's frame */
// The demo games provider's page (docs/decisions/games-provider.md): vanilla JS, no build step.
// It reads its values from the body's data attributes (the page's CSP allows no inline script),
// asks the provider's API for the rounds at the server's time, and tells the lobby (only its origin,
// never '*') when it is ready, when money moved, and when the session ended.
(function () {
  'use strict';

  var data = document.body.dataset;
  var ancestors = window.location.ancestorOrigins;
  var lobby = data.lobby || (ancestors && ancestors.length > 0 ? ancestors[0] : '');

  function post(message) {
    if (!lobby || window.parent === window) return;
    message.source = 'sb-games';
    window.parent.postMessage(message, lobby);
  }

  if (data.page === 'ended') {
    post({ type: 'session-ended' });
    return;
  }
  if (data.page !== 'game') return;

  var API = '/games-provider/api';
  var session = data.session;
  var game = data.game;
  var currency = data.currency;
  var demo = data.demo === 'true';
  var lang = document.documentElement.lang || 'en';

  var el = {
    main: document.getElementById('game'),
    balance: document.getElementById('balance'),
    stage: document.getElementById('stage'),
    controls: document.getElementById('controls'),
    message: document.getElementById('message'),
    bets: document.getElementById('bets'),
  };

  var state = null;
  var offset = 0; // server time - local time
  var whole = false;
  var ended = false;
  var selection = null;
  var settled = {};
  var busy = false;

  function now() {
    return Date.now() + offset;
  }

  function h(tag, attributes, children) {
    var node = document.createElement(tag);
    if (attributes)
      Object.keys(attributes).forEach(function (key) {
        var value = attributes[key];
        if (value === undefined || value === null || value === false) return;
        if (key === 'text') node.textContent = value;
        else if (key === 'onclick') node.addEventListener('click', value);
        else if (key === 'className') node.className = value;
        else node.setAttribute(key, value === true ? '' : String(value));
      });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }

  function money(amount) {
    if (amount === null || amount === undefined) return '–';
    var digits = whole ? 0 : 2;
    return new Intl.NumberFormat(lang, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  }

  function clock(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  }

  function say(text, kind) {
    el.message.textContent = text;
    el.message.className = 'message' + (kind ? ' ' + kind : '');
  }

  /** Shows the balance; after a debit or a credit (`moved`), tells the lobby too (real money only). */
  function setBalance(balance, moved) {
    if (balance === null || balance === undefined) return;
    el.balance.textContent = money(balance);
    if (moved && !demo) post({ type: 'balance', balance: balance });
  }

  function endSession() {
    if (ended) return;
    ended = true;
    say('Your game session has ended: open the game again from the site.', 'error');
    Array.prototype.forEach.call(document.querySelectorAll('button, input'), function (control) {
      control.disabled = true;
    });
    post({ type: 'session-ended' });
  }

  function call(method, path, body) {
    var init = { method: method, headers: { 'x-game-session': session } };
    if (body) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(API + path, init).then(function (response) {
      return response
        .json()
        .catch(function () {
          return {};
        })
        .then(function (json) {
          if (response.status === 401) endSession();
          if (!response.ok) throw new Error(json.message || 'The game did not answer: try again');
          return json;
        });
    });
  }

  // ---- Bets ------------------------------------------------------------------------------------

  var OUTCOME_WORDS = { HOME: 'Home', DRAW: 'Draw', AWAY: 'Away' };
  var POWERBALL_WORDS = {
    PB_ODD: 'Powerball odd',
    PB_EVEN: 'Powerball even',
    PB_UNDER: 'Powerball under (0-4)',
    PB_OVER: 'Powerball over (5-9)',
  };

  function selectionWords(value) {
    if (OUTCOME_WORDS[value]) return OUTCOME_WORDS[value];
    if (POWERBALL_WORDS[value]) return POWERBALL_WORDS[value];
    if (/^AUTO:/.test(value)) return 'Auto cash-out at ' + value.slice(5) + 'x';
    if (/^N\d+$/.test(value)) return 'Number ' + value.slice(1);
    return value;
  }

  var STATUS_WORDS = {
    OPEN: 'Open',
    WON: 'Won',
    LOST: 'Lost',
    CASHED_OUT: 'Cashed out',
    ROLLED_BACK: 'Stake returned',
  };

  function renderBets(bets) {
    el.bets.textContent = '';
    if (bets.length === 0) {
      el.bets.appendChild(h('li', { className: 'empty', text: 'No bets yet' }));
      return;
    }
    bets.forEach(function (bet) {
      var outcome = STATUS_WORDS[bet.status] || bet.status;
      if ((bet.status === 'WON' || bet.status === 'CASHED_OUT') && bet.payout !== null)
        outcome += ' ' + money(bet.payout);
      el.bets.appendChild(
        h('li', { className: 'bet ' + bet.status.toLowerCase() }, [
          h('span', { className: 'what', text: selectionWords(bet.selection) }),
          h('span', { className: 'round', text: 'Round ' + bet.roundId.replace(/^.*-/, '#') }),
          h('span', { className: 'stake', text: money(bet.stake) + ' @ ' + bet.price.toFixed(2) }),
          h('strong', { className: 'outcome', text: outcome }),
        ]),
      );
    });
  }

  function noticeSettled(bets) {
    var changed = false;
    bets.forEach(function (bet) {
      if (bet.status !== 'OPEN' && settled[bet.id] === false) changed = true;
      settled[bet.id] = bet.status !== 'OPEN';
    });
    return changed;
  }

  function stakeValue() {
    var input = document.getElementById('stake');
    return input ? Number(input.value) : 0;
  }

  function place(roundId, chosen) {
    if (busy || ended) return;
    var stake = stakeValue();
    if (!(stake > 0)) {
      say('Enter a stake first.', 'error');
      return;
    }
    busy = true;
    say('Placing your bet…');
    call('POST', '/bets', { roundId: roundId, selection: chosen, stake: stake })
      .then(function (answer) {
        settled[answer.bet.id] = false;
        say('Bet placed: ' + selectionWords(chosen) + ', ' + money(stake) + ' ' + currency + '.', 'ok');
        setBalance(answer.balance, true);
        return refresh();
      })
      .catch(function (error) {
        if (!ended) say(error.message, 'error');
      })
      .then(function () {
        busy = false;
      });
  }

  function stakeField() {
    var defaultStake = demo ? (whole ? 100 : 10) : whole ? 1000 : 10;
    return h('p', { className: 'field' }, [
      h('label', { for: 'stake', text: 'Stake (' + currency + ')' }),
      h('input', {
        id: 'stake',
        type: 'number',
        inputmode: whole ? 'numeric' : 'decimal',
        min: whole ? '1' : '0.1',
        step: whole ? '1' : '0.01',
        value: String(defaultStake),
      }),
    ]);
  }

  // ---- Virtual match ---------------------------------------------------------------------------

  var match = { built: false };

  function buildMatch() {
    match.next = h('div', { className: 'next' });
    match.countdown = h('p', { className: 'countdown' });
    match.pitch = h('div', { className: 'pitch', 'aria-hidden': 'true' }, [
      h('div', { className: 'half' }),
      h('div', { className: 'circle' }),
      h('div', { className: 'goal left' }),
      h('div', { className: 'goal right' }),
    ]);
    match.ball = h('div', { className: 'ball' });
    match.banner = h('div', { className: 'banner' });
    match.pitch.appendChild(match.ball);
    match.pitch.appendChild(match.banner);
    match.minute = h('p', { className: 'minute' });
    match.score = h('p', { className: 'score', 'aria-live': 'polite' });
    match.goals = h('ol', { className: 'goals', 'aria-label': 'Goals' });
    el.stage.appendChild(
      h('div', { className: 'match' }, [match.pitch, match.minute, match.score, match.goals]),
    );
    el.controls.appendChild(h('h2', { className: 'slip-title', text: 'Next match' }));
    el.controls.appendChild(match.next);
    el.controls.appendChild(match.countdown);
    el.controls.appendChild(stakeField());
    match.place = h('button', {
      type: 'button',
      className: 'primary',
      text: 'Place bet',
      onclick: function () {
        if (!selection) return say('Choose Home, Draw or Away first.', 'error');
        place(state.view.next.roundId, selection);
      },
    });
    el.controls.appendChild(match.place);
    match.built = true;
  }

  function renderNextMatch(next) {
    if (match.nextRound === next.roundId) return;
    match.nextRound = next.roundId;
    selection = null;
    match.next.textContent = '';
    match.next.appendChild(h('p', { className: 'teams', text: next.home + ' v ' + next.away }));
    var group = h('div', { className: 'prices', role: 'group', 'aria-label': 'Match result' });
    [
      ['HOME', next.home],
      ['DRAW', 'Draw'],
      ['AWAY', next.away],
    ].forEach(function (pair) {
      var button = h(
        'button',
        {
          type: 'button',
          className: 'price',
          'aria-pressed': 'false',
          onclick: function () {
            selection = pair[0];
            Array.prototype.forEach.call(group.children, function (other) {
              other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
            });
          },
        },
        [
          h('span', { className: 'label', text: OUTCOME_WORDS[pair[0]] }),
          // The team's name for screen readers; the card above shows it to the eye.
          pair[0] === 'DRAW' ? null : h('span', { className: 'visually-hidden', text: ' ' + pair[1] + ' ' }),
          h('span', { className: 'odds', text: ' ' + next.prices[pair[0]].toFixed(2) }),
        ],
      );
      group.appendChild(button);
    });
    match.next.appendChild(group);
  }

  function renderMatch(t) {
    var view = state.view;
    var last = view.last;
    match.countdown.textContent = 'Kick-off in ' + clock(view.next.kickOffAt - t);
    var playing = t < last.endsAt;
    var minute = playing ? Math.floor(((t - last.kickOffAt) / (last.endsAt - last.kickOffAt)) * 90) : 90;
    var shown = last.goals.filter(function (g) {
      return g.minute <= minute;
    });
    var home = shown.filter(function (g) {
      return g.team === 'home';
    }).length;
    var away = shown.length - home;
    var minuteText = playing ? minute + "'" : 'Full time';
    if (match.minute.textContent !== minuteText) match.minute.textContent = minuteText;
    var text = last.home.name + ' ' + home + ' – ' + away + ' ' + last.away.name;
    if (match.score.textContent !== text) match.score.textContent = text;
    if (match.goalCount !== shown.length) {
      match.goalCount = shown.length;
      match.goals.textContent = '';
      shown.forEach(function (g) {
        match.goals.appendChild(
          h('li', { text: g.minute + "' " + (g.team === 'home' ? last.home.name : last.away.name) }),
        );
      });
    }
    // The ball wanders by the match minute; a goal's minutes put it in that goal, with a banner.
    var recent =
      shown.length > 0 && playing && minute - shown[shown.length - 1].minute < 4
        ? shown[shown.length - 1]
        : null;
    var x = recent ? (recent.team === 'home' ? 96 : 4) : 50 + 38 * Math.sin(minute / 7 + last.slot);
    var y = recent ? 50 : 50 + 30 * Math.cos(minute / 5 + last.slot * 3);
    match.ball.style.setProperty('--x', x + '%');
    match.ball.style.setProperty('--y', y + '%');
    match.banner.textContent = recent
      ? 'GOAL! ' + (recent.team === 'home' ? last.home.name : last.away.name)
      : playing
        ? ''
        : 'Full time';
    match.pitch.classList.toggle('goal-moment', Boolean(recent));
    match.pitch.classList.toggle('playing', playing);
  }

  // ---- Crash -----------------------------------------------------------------------------------

  var crash = { built: false };

  function buildCrash() {
    crash.multiplier = h('p', { className: 'multiplier', text: '1.00x' });
    crash.status = h('p', { className: 'crash-status', 'aria-live': 'polite' });
    crash.timer = h('p', { className: 'countdown' });
    crash.track = h('div', { className: 'track', 'aria-hidden': 'true' }, [
      h('div', { className: 'rocket' }),
    ]);
    crash.history = h('ol', { className: 'history', 'aria-label': 'Last crash points' });
    el.stage.appendChild(
      h('div', { className: 'crash' }, [
        crash.track,
        crash.multiplier,
        crash.status,
        crash.timer,
        crash.history,
      ]),
    );
    el.controls.appendChild(stakeField());
    el.controls.appendChild(
      h('p', { className: 'field' }, [
        h('label', { for: 'target', text: 'Auto cash-out at (x)' }),
        h('input', {
          id: 'target',
          type: 'number',
          inputmode: 'decimal',
          min: '1.01',
          max: '50',
          step: '0.01',
          value: '2.00',
        }),
      ]),
    );
    crash.bet = h('button', {
      type: 'button',
      className: 'primary',
      text: 'Bet',
      onclick: function () {
        var target = Number(document.getElementById('target').value);
        if (!(target >= 1.01 && target <= 50))
          return say('The auto cash-out is between 1.01x and 50x.', 'error');
        place(state.view.round.roundId, 'AUTO:' + target.toFixed(2));
      },
    });
    crash.cashOut = h('button', {
      type: 'button',
      className: 'cash-out',
      text: 'Cash out',
      onclick: function () {
        var bet = openCrashBet();
        if (!bet || busy) return;
        busy = true;
        call('POST', '/bets/' + bet.id + '/cash-out')
          .then(function (answer) {
            say('Cashed out: ' + money(answer.bet.payout) + ' ' + currency + '.', 'ok');
            settled[answer.bet.id] = true;
            setBalance(answer.balance, true);
            return refresh();
          })
          .catch(function (error) {
            if (!ended) say(error.message, 'error');
          })
          .then(function () {
            busy = false;
          });
      },
    });
    el.controls.appendChild(h('div', { className: 'buttons' }, [crash.bet, crash.cashOut]));
    crash.built = true;
  }

  function openCrashBet() {
    if (!state || state.view.kind !== 'crash') return null;
    var roundId = state.view.round.roundId;
    return (
      state.bets.filter(function (bet) {
        return bet.roundId === roundId && bet.status === 'OPEN' && bet.payout === null;
      })[0] || null
    );
  }

  function renderCrash(t) {
    var round = state.view.round;
    var crashed = round.crashPoint !== undefined;
    var flying = t > round.flightAt && !crashed;
    var value = 1;
    if (crashed) value = round.crashPoint;
    else if (flying) value = Math.floor(100 * Math.exp(state.view.rate * (t - round.flightAt))) / 100;
    crash.multiplier.textContent = value.toFixed(2) + 'x';
    crash.multiplier.classList.toggle('crashed', crashed);
    // The phase is announced when it changes; the countdown's seconds are not.
    var status = crashed
      ? 'Crashed at ' + round.crashPoint.toFixed(2) + 'x'
      : flying
        ? 'Flying'
        : 'Bets open';
    if (crash.status.textContent !== status) crash.status.textContent = status;
    var timer = crashed
      ? 'Next round in ' + clock(round.nextAt - t)
      : flying
        ? ''
        : 'Take-off in ' + clock(round.flightAt - t);
    if (crash.timer.textContent !== timer) crash.timer.textContent = timer;
    var height = Math.min(100, (Math.log(value) / Math.log(50)) * 100);
    crash.track.style.setProperty('--height', height + '%');
    crash.track.classList.toggle('crashed', crashed);
    crash.bet.disabled = ended || t >= round.flightAt;
    crash.cashOut.disabled = ended || !flying || openCrashBet() === null;
    var historyKey = state.view.history
      .map(function (r) {
        return r.crashPoint;
      })
      .join();
    if (crash.historyKey !== historyKey) {
      crash.historyKey = historyKey;
      crash.history.textContent = '';
      state.view.history.forEach(function (r) {
        crash.history.appendChild(
          h('li', { className: r.crashPoint < 2 ? 'low' : 'high', text: r.crashPoint.toFixed(2) + 'x' }),
        );
      });
    }
  }

  // ---- Draws -----------------------------------------------------------------------------------

  var drawing = { built: false };

  function buildDraw() {
    drawing.title = h('h2', { className: 'draw-title' });
    drawing.balls = h('ol', { className: 'balls', 'aria-label': 'Balls drawn', 'aria-live': 'polite' });
    el.stage.appendChild(h('div', { className: 'draw' }, [drawing.title, drawing.balls]));
    drawing.countdown = h('p', { className: 'countdown' });
    el.controls.appendChild(h('h2', { className: 'slip-title', text: 'Next draw' }));
    el.controls.appendChild(drawing.countdown);
    el.controls.appendChild(stakeField());
    if (game === 'powerball') {
      var group = h('div', { className: 'prices', role: 'group', 'aria-label': 'Powerball bet' });
      Object.keys(POWERBALL_WORDS).forEach(function (key) {
        var button = h('button', {
          type: 'button',
          className: 'price',
          'aria-pressed': 'false',
          text: POWERBALL_WORDS[key].replace('Powerball ', ''),
          'aria-label': POWERBALL_WORDS[key] + ' at 1.95',
          onclick: function () {
            selection = key;
            Array.prototype.forEach.call(group.children, function (other) {
              other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
            });
          },
        });
        group.appendChild(button);
      });
      el.controls.appendChild(group);
    } else {
      el.controls.appendChild(
        h('p', { className: 'field' }, [
          h('label', { for: 'pick', text: 'Your number (1-49), pays 7.50' }),
          h('input', {
            id: 'pick',
            type: 'number',
            inputmode: 'numeric',
            min: '1',
            max: '49',
            step: '1',
            value: '7',
          }),
        ]),
      );
    }
    el.controls.appendChild(
      h('button', {
        type: 'button',
        className: 'primary',
        text: 'Place bet',
        onclick: function () {
          var chosen = selection;
          if (game === 'lotto') {
            var n = Number(document.getElementById('pick').value);
            if (!(n >= 1 && n <= 49 && Math.floor(n) === n))
              return say('Pick a number from 1 to 49.', 'error');
            chosen = 'N' + n;
          }
          if (!chosen) return say('Choose odd, even, under or over first.', 'error');
          place(state.view.next.roundId, chosen);
        },
      }),
    );
    drawing.built = true;
  }

  function renderDraw(t) {
    var view = state.view;
    var last = view.last;
    drawing.countdown.textContent = 'Draw in ' + clock(view.next.drawAt - t);
    var all = last.balls.slice();
    if (last.powerball !== undefined) all.push(last.powerball);
    var step = (last.endsAt - last.drawAt) / all.length;
    var shown = Math.max(0, Math.min(all.length, Math.floor((t - last.drawAt) / step) + 1));
    drawing.title.textContent = (t < last.endsAt ? 'Drawing: round #' : 'Last draw: round #') + last.slot;
    if (drawing.shownKey !== last.roundId + ':' + shown) {
      drawing.shownKey = last.roundId + ':' + shown;
      drawing.balls.textContent = '';
      all.slice(0, shown).forEach(function (ball, i) {
        var extra = last.powerball !== undefined && i === all.length - 1;
        drawing.balls.appendChild(
          h('li', {
            className: 'ball-drawn' + (extra ? ' powerball' : ''),
            text: String(ball),
            'aria-label': (extra ? 'Powerball ' : 'Ball ') + ball,
          }),
        );
      });
    }
  }

  // ---- The loop --------------------------------------------------------------------------------

  function render() {
    if (!state) return;
    var t = now();
    var kind = state.view.kind;
    if (kind === 'match') {
      if (!match.built) buildMatch();
      renderNextMatch(state.view.next);
      renderMatch(t);
    } else if (kind === 'crash') {
      if (!crash.built) buildCrash();
      renderCrash(t);
    } else {
      if (!drawing.built) buildDraw();
      renderDraw(t);
    }
  }

  function refresh() {
    if (ended) return Promise.resolve();
    var sent = Date.now();
    return call('GET', '/state')
      .then(function (next) {
        offset = next.serverTime - Math.round((sent + Date.now()) / 2);
        whole = next.wholeAmounts;
        var first = state === null;
        state = next;
        var changed = noticeSettled(next.bets);
        setBalance(next.balance, changed);
        renderBets(next.bets);
        render();
        if (first) {
          el.main.setAttribute('aria-busy', 'false');
          post({ type: 'ready', gameCode: game });
        }
      })
      .catch(function (error) {
        if (!ended) say(error.message, 'error');
      });
  }

  function pollDelay() {
    if (state && state.view.kind === 'crash') {
      var round = state.view.round;
      if (now() > round.flightAt && round.crashPoint === undefined) return 400;
    }
    return 1500;
  }

  function poll() {
    refresh().then(function () {
      if (!ended) window.setTimeout(poll, pollDelay());
    });
  }

  function frame() {
    render();
    if (!ended) window.requestAnimationFrame(frame);
  }

  poll();
  window.requestAnimationFrame(frame);
})();
