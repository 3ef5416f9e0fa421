import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.ts';

/**
 * How a server-rendered page starts its scripts: after its first paint, not while it is parsed.
 *
 * A `<script type="module">` or a module preload in the head makes the browser fetch the whole app
 * (about 150 KB) while the HTML is still arriving and before anything is painted: on a slow phone
 * connection the scripts share the line with the page itself, and the first paint waits for its
 * share. The page needs no script to be read, so this inline script waits for the first frame
 * (requestAnimationFrame, then a task after it) and only then claims the stylesheets (below), adds the
 * entry in a task of its own, then the module preloads, PRELOADS_PER_TASK a task, while the entry is on
 * its way. The first request a script starts is the dearest while the browser traces (the claims and the
 * entry together were one task of 44 ms in Lighthouse's trace), so nothing shares its task.
 * A page opened in a background tab paints nothing until shown, so there it starts at once.
 *
 * Until the app has hydrated, #root takes no pointer events (`data-hydrating`, ui/tokens.css; the
 * app clears it): a press on a server-rendered price before React knows the button would be lost.
 * The starter sets it as the page is parsed, so only a browser that runs scripts waits; if the app's
 * entry fails to load, it clears it again and the page's links work as plain links.
 *
 * The page's stylesheets are written into it (`<style data-href>`). Vite's module loader fetches a lazy
 * module's stylesheet unless a `<link rel="stylesheet">` to it is in the document, and holds the module
 * back until that has loaded (then the whole page's style is computed again): before the entry, the
 * starter adds a disabled link for each, which fetches nothing and tells the loader it is there.
 *
 * While the page is parsed, the starter also has a worker load ICU's data (apps/web/public/warm-intl.js,
 * WARM_INTL_PATH): the first use of Intl would otherwise cost the main thread 30 to 50 ms while it hydrates.
 *
 * The text never changes (the page's files travel in data attributes), so the content security
 * policy allows it by its hash and still forbids every other inline script.
 */
/**
 * Module preloads added in one task. Each starts a request, which costs the main thread a millisecond or
 * two on a phone, and 5 to 20 ms while the browser traces it, as Lighthouse does: four per task were
 * tasks of 28 to 34 ms in its trace, which its throttled CPU counts four times over as blocking time.
 * One a task: most then take a few milliseconds, short of a long task even four times slower.
 */
const PRELOADS_PER_TASK = 1;

/** A worker script of the web app's public files; see apps/web/public/warm-intl.js. */
export const WARM_INTL_PATH = '/warm-intl.js';

export const START_SCRIPT = [
  '(function(){',
  // A page the browser itself opened comes without the opener policy (opener-policy.ts). If
  // it has an opener all the same (an address typed into a tab another site had opened), it asks for
  // itself again as a navigation of its own, which carries the policy and cuts the other site's handle;
  // once a tab, so a browser without the policy is not sent round in circles.
  "if(window.opener){try{if(!sessionStorage.getItem('sb-opener-cut')){sessionStorage.setItem('sb-opener-cut','1');",
  'location.replace(location.href);return;}}catch(e){}}',
  "var d=document.currentScript.dataset,r=document.getElementById('root'),started=false;",
  "r.setAttribute('data-hydrating','');",
  `try{new Worker('${WARM_INTL_PATH}',{name:document.documentElement.lang});}catch(e){}`,
  "var m=d.modules.split(' ').filter(Boolean);",
  'function start(){if(started)return;started=true;',
  "document.querySelectorAll('style[data-href]').forEach(function(style){var l=document.createElement('link');",
  "l.rel='stylesheet';l.disabled=true;l.href=style.getAttribute('data-href');style.before(l);});",
  'setTimeout(entry,0);}',
  "function entry(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;",
  "s.onerror=function(){r.removeAttribute('data-hydrating');};document.body.appendChild(s);setTimeout(preload,0);}",
  'function preload(){var f=document.createDocumentFragment();',
  `m.splice(0,${PRELOADS_PER_TASK}).forEach(function(href){var l=document.createElement('link');`,
  "l.rel='modulepreload';l.crossOrigin='';l.href=href;f.appendChild(l);});",
  'document.head.appendChild(f);if(m.length)setTimeout(preload,0);}',
  "if(document.visibilityState==='hidden')start();",
  'else requestAnimationFrame(function(){setTimeout(start,0);});',
  '})();',
].join('');

/** The CSP source that allows START_SCRIPT and nothing else inline. */
export const START_SCRIPT_CSP = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/** The script element that starts `entry` after the first paint, with `modules` preloaded. */
export function startScriptTag(entry: string, modules: readonly string[]): string {
  return (
    `<script data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules.join(' '))}">` +
    `${START_SCRIPT}</script>`
  );
}
