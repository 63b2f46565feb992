// Progressive enhancement only: every page works without this file.
document.addEventListener('DOMContentLoaded', () => {
  // Auto-submit catalog filter selects for a snappier feel; the Filter button still works without JS.
  document.querySelectorAll('form.filters select').forEach(s => s.addEventListener('change', () => s.form.requestSubmit()));
  const page = document.querySelector('.editor-page');
  if (page) {
    planEditor(page);
  }
  pictureLinks();
  measurementFlows();
});

/**
 * A click on a host, card, switch or link in the picture goes to its section (a plain link) and,
 * with this script, also opens that element's "change" form.
 */
function pictureLinks() {
  document.addEventListener('click', e => {
    const a = e.target.closest && e.target.closest('#topology a.t-go');
    if (!a) {
      return;
    }
    const href = a.getAttribute('href') || '';
    const key = decodeURIComponent(href.slice(href.indexOf('#') + 1));
    const form = key && document.querySelector('form[data-form="' + CSS.escape(key) + '"]');
    // a form not loaded yet: its disclosure, which fetches it when it opens
    const details = (form && form.closest('details'))
      || (key && document.querySelector('details[data-form-for="' + CSS.escape(key) + '"]'));
    if (details) {
      details.open = true;
    }
  });
}

/**
 * The measurement forms list every plan's flows grouped by plan (which works without script); with
 * it, the flow list shows only the chosen plan's flows.
 */
function measurementFlows() {
  document.querySelectorAll('select[data-flows-of]').forEach(flows => {
    const plan = document.getElementById(flows.dataset.flowsOf);
    if (!plan) {
      return;
    }
    const apply = () => {
      flows.querySelectorAll('optgroup').forEach(g => {
        const mine = g.dataset.plan === plan.value;
        g.hidden = !mine;
        g.disabled = !mine;
      });
      const chosen = flows.selectedOptions[0];
      if (chosen && chosen.parentElement.tagName === 'OPTGROUP' && chosen.parentElement.disabled) {
        flows.value = '';
        if (flows.value !== '') {
          const first = flows.querySelector('optgroup:not([disabled]) option');
          if (first) { first.selected = true; }
        }
      }
    };
    plan.addEventListener('change', apply);
    apply();
  });
}

/**
 * The plan editor without page loads: forms are sent with fetch (the server still answers with
 * post/redirect/get), the editor is swapped in from the answer, and the evaluation panel is
 * refreshed in place from /plans/{id}/panel. "Show what fits" selects refresh their form as soon
 * as they change. Errors come back as the editor with the fields marked; a conflict or a missing
 * plan falls back to an ordinary submit so that the server's page is shown. Only the edit forms
 * (those with data-form) go this way: any other form in the editor (the iperf3 test) posts once,
 * as a plain form.
 */
function planEditor(page) {
  const planId = page.dataset.plan;
  const status = document.getElementById('status');
  let busy = false;
  // every "what fits" refresh gets a number; an answer is applied only if no later refresh or save
  // started meanwhile, so that an old answer never replaces a form a person has moved on in
  let refreshes = 0;
  // while a button in the editor is held down, a refresh waits: swapping the form under the pointer
  // would swallow the click (a distance typed, then Connect clicked at once)
  let pressed = null;
  document.addEventListener('pointerdown', (e) => {
    if (!(e.target.closest && e.target.closest('#editor form'))) {
      return;
    }
    pressed = new Promise(resolve => {
      const up = () => {
        document.removeEventListener('pointerup', up, true);
        document.removeEventListener('pointercancel', up, true);
        // after the click that this release fires, and the submit it starts
        setTimeout(() => { pressed = null; resolve(); }, 0);
      };
      document.addEventListener('pointerup', up, true);
      document.addEventListener('pointercancel', up, true);
    });
  }, true);

  const flowParam = () => new URLSearchParams(location.search).get('flow');

  function say(text) {
    if (status) {
      status.textContent = '';
      setTimeout(() => { status.textContent = text; }, 50);
    }
  }

  function openForms() {
    const keys = Array.from(document.querySelectorAll('#editor details[open] form[data-form]')).map(f => f.dataset.form);
    // and the disclosures opened whose form is still on its way
    document.querySelectorAll('#editor details[open][data-form-for]').forEach(d => {
      if (!keys.includes(d.dataset.formFor)) {
        keys.push(d.dataset.formFor);
      }
    });
    return keys;
  }

  /**
   * Fills an opened "change" or "add" disclosure with its form: the editor page carries only a link to
   * the form's own page (which is what a browser without script follows), and the form comes from the
   * disclosure's data-src when asked for. If it cannot be fetched, the link stays and still leads there.
   */
  async function fill(details) {
    if (!details.open || !details.isConnected || !details.dataset.src || details.dataset.loading
        || details.querySelector('form[data-form]')) {
      return;
    }
    details.dataset.loading = 'true';
    try {
      const res = await fetch(details.dataset.src, { headers: { 'Accept': 'text/html' } });
      if (!res.ok) {
        return;
      }
      const html = await res.text();
      const slot = details.querySelector(':scope > .lazy-form');
      if (!slot || !details.isConnected || details.querySelector('form[data-form]')) {
        return; // swapped out or filled meanwhile
      }
      const t = document.createElement('template');
      t.innerHTML = html;
      slot.replaceWith(t.content);
    } finally {
      delete details.dataset.loading;
    }
  }

  // toggle does not bubble: listened for on the way down
  document.addEventListener('toggle', (e) => {
    const d = e.target;
    if (d instanceof HTMLDetailsElement && d.dataset.src && d.closest('#editor')) {
      fill(d).catch(() => {});
    }
  }, true);
  document.querySelectorAll('#editor details[open][data-src]').forEach(d => fill(d).catch(() => {}));

  /** Replaces #editor with the one in html; keeps open sections, focus and scroll position. */
  function swapEditor(html, keepOpen) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const fresh = doc.getElementById('editor');
    const old = document.getElementById('editor');
    if (!fresh || !old) {
      return null;
    }
    // remember the focused field by id, else by its form and position, to give focus back after the swap
    const active = document.activeElement;
    const focusedId = active && active.id;
    const focusedForm = active && active.form && active.form.dataset.form;
    const focusedIndex = focusedForm ? Array.prototype.indexOf.call(active.form.elements, active) : -1;
    const y = window.scrollY;
    old.replaceWith(fresh);
    const head = doc.getElementById('editor-head');
    const oldHead = document.getElementById('editor-head');
    if (head && oldHead) {
      oldHead.replaceWith(head);
    }
    (keepOpen || []).forEach(key => {
      const f = fresh.querySelector('form[data-form="' + CSS.escape(key) + '"]');
      // a disclosure whose form is not in the answer fetches it again as it opens
      const d = (f && f.closest('details')) || fresh.querySelector('details[data-form-for="' + CSS.escape(key) + '"]');
      if (d) {
        d.open = true;
      }
    });
    window.scrollTo(0, y);
    let again = focusedId ? document.getElementById(focusedId) : null;
    if (!again && focusedForm && focusedIndex >= 0) {
      const f = fresh.querySelector('form[data-form="' + CSS.escape(focusedForm) + '"]');
      again = f && f.elements[focusedIndex];
    }
    if (again) {
      again.focus({ preventScroll: true });
    }
    const title = doc.querySelector('title');
    if (title) {
      document.title = title.textContent;
    }
    return doc;
  }

  async function refreshPanel() {
    const panel = document.getElementById('panel');
    if (panel) {
      panel.classList.add('refreshing');
    }
    const flow = flowParam();
    const res = await fetch('/plans/' + encodeURIComponent(planId) + '/panel' + (flow ? '?flow=' + encodeURIComponent(flow) : ''),
      { headers: { 'Accept': 'text/html' }, cache: 'no-store' });
    if (!res.ok) {
      return;
    }
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const fresh = doc.getElementById('panel');
    const now = document.getElementById('panel');
    if (fresh && now) {
      now.replaceWith(fresh);
    }
  }

  /** The form's fields as name -> values, to tell which ones a person changed while a refresh was on its way. */
  function fieldValues(form) {
    const out = new Map();
    for (const el of form.elements) {
      if (!el.name || el.type === 'hidden' || el.type === 'submit' || el.type === 'button') {
        continue;
      }
      const v = el.type === 'checkbox' || el.type === 'radio' ? String(el.checked) : el.value;
      out.set(el.name, (out.has(el.name) ? out.get(el.name) + '\u0000' : '') + v);
    }
    return out;
  }

  /**
   * Puts back into the fresh form what the person changed in the old one after the refresh was
   * sent (a cable picked while the answer for a typed distance was on its way); true when one of
   * those fields narrows the choices itself, so that the form needs another refresh.
   */
  function carryOver(sent, now, fresh) {
    let again = false;
    for (const [name, value] of now) {
      if (sent.get(name) === value || value.includes('\u0000')) {
        continue;
      }
      const el = fresh.elements.namedItem(name);
      if (!el || el instanceof RadioNodeList) {
        continue;
      }
      if (el.type === 'checkbox') {
        el.checked = value === 'true';
      } else if (el.tagName === 'SELECT') {
        if (!Array.from(el.options).some(o => o.value === value)) {
          continue;
        }
        el.value = value;
      } else {
        el.value = value;
      }
      if (el.classList.contains('refine')) {
        again = true;
      }
    }
    return again;
  }

  async function refresh(form, submitter, params, keepOpen) {
    const number = ++refreshes;
    const sent = fieldValues(form);
    const key = form.dataset.form;
    const url = new URL((submitter && submitter.getAttribute('formaction')) || form.getAttribute('action'), location.href);
    url.search = params.toString();
    url.hash = '';
    const res = await fetch(url, { headers: { 'Accept': 'text/html' } });
    if (!res.ok) {
      return;
    }
    const html = await res.text();
    if (pressed) {
      await pressed;
    }
    if (number !== refreshes || busy) {
      return; // a later refresh or a save has started: this answer is out of date
    }
    const old = document.querySelector('#editor form[data-form="' + CSS.escape(key) + '"]');
    const now = old ? fieldValues(old) : null;
    swapEditor(html, keepOpen);
    const fresh = document.querySelector('#editor form[data-form="' + CSS.escape(key) + '"]');
    if (now && fresh && carryOver(sent, now, fresh)) {
      const button = fresh.querySelector('button[formmethod="get"]');
      if (button) {
        fresh.requestSubmit(button);
      }
    }
  }

  async function send(form, submitter) {
    const data = new FormData(form);
    if (submitter && submitter.name) {
      data.append(submitter.name, submitter.value);
    }
    const method = ((submitter && submitter.getAttribute('formmethod')) || form.getAttribute('method') || 'get').toLowerCase();
    const action = (submitter && submitter.getAttribute('formaction')) || form.getAttribute('action');
    const params = new URLSearchParams();
    for (const [k, v] of data) {
      if (typeof v === 'string') {
        params.append(k, v);
      }
    }
    const keepOpen = openForms();
    if (method === 'get') {
      // the address stays the plan's: the refreshed choices live in the page, not in a query to bookmark
      await refresh(form, submitter, params, keepOpen);
      return;
    }
    const res = await fetch(action, { method: 'POST', body: params, headers: { 'Accept': 'text/html' } });
    const html = await res.text();
    if (res.ok) {
      const savedAt = new URL(res.url).searchParams.get('saved');
      const doc = swapEditor(html, keepOpen.filter(k => k !== form.dataset.form || !k.includes('new')));
      if (!doc) {
        // the post was answered with another page: show that page, never post a second time
        location.assign(res.url);
        return;
      }
      history.replaceState(null, '', '/plans/' + encodeURIComponent(planId) + (flowParam() ? '?flow=' + encodeURIComponent(flowParam()) : ''));
      await refreshPanel();
      const target = savedAt && document.getElementById(savedAt);
      if (target && !document.activeElement.closest('#editor')) {
        // the submitted form is gone (an added or removed element): continue from the changed element
        target.setAttribute('tabindex', '-1');
        target.scrollIntoView({ block: 'nearest' });
        target.focus({ preventScroll: true });
      }
      say((document.querySelector('#editor .notice.saved span') || {}).textContent || '');
    } else if (res.status === 400) {
      if (!swapEditor(html, keepOpen)) {
        // refused with a page that is not the editor (the reason alone): a 400 stored nothing, so
        // posting once more as a plain form shows that page instead of leaving the editor as it was
        form.submit();
        return;
      }
      const bad = document.querySelector('#editor [aria-invalid="true"], #editor .form-errors');
      if (bad) {
        bad.focus();
        bad.scrollIntoView({ block: 'center' });
      }
      say((document.querySelector('#editor .form-errors p') || {}).textContent || '');
    } else {
      // a conflict (409) or a vanished plan (404): nothing was written; let the browser show the server's page
      form.submit();
    }
  }

  document.addEventListener('submit', async (e) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !form.closest('#editor') || !form.dataset.form
        || form.enctype === 'multipart/form-data') {
      return;
    }
    e.preventDefault();
    if (busy) {
      return;
    }
    const submitter = e.submitter;
    const method = ((submitter && submitter.getAttribute('formmethod')) || form.getAttribute('method') || 'get').toLowerCase();
    if (method === 'get') {
      // refreshes may overlap: the newest answer wins, and a save started meanwhile wins over all of them
      send(form, submitter).catch(() => form.submit());
      return;
    }
    busy = true;
    refreshes++;
    form.setAttribute('aria-busy', 'true');
    try {
      await send(form, submitter);
    } catch (err) {
      form.submit();
    } finally {
      busy = false;
      form.removeAttribute('aria-busy');
    }
  });

  // "Show what fits" as soon as a port, slot, module or distance is chosen
  document.addEventListener('change', (e) => {
    const el = e.target;
    if (el.matches && el.matches('#editor select.refine, #editor input.refine')) {
      const refine = el.form && el.form.querySelector('button[formmethod="get"]');
      if (refine) {
        el.form.requestSubmit(refine);
      }
    }
    if (el.matches && el.matches('#editor select[name="part"]')) {
      const out = el.form && el.form.querySelector('.card-bus');
      const opt = el.selectedOptions[0];
      if (out) {
        out.textContent = (opt && opt.dataset.bus) || '—';
      }
    }
  });

  // Highlight a flow's bottleneck in the picture without a page load
  document.addEventListener('click', async (e) => {
    const a = e.target.closest && e.target.closest('a[data-flow]');
    if (!a || !page.contains(a) || e.ctrlKey || e.metaKey || e.shiftKey) {
      return;
    }
    e.preventDefault();
    const flow = a.dataset.flow;
    const q = flow ? '?flow=' + encodeURIComponent(flow) : '';
    const res = await fetch('/plans/' + encodeURIComponent(planId) + '/topology.svg' + q, { cache: 'no-store' });
    if (!res.ok) {
      location.href = a.href;
      return;
    }
    const picture = document.querySelector('#topology .picture');
    picture.innerHTML = await res.text();
    history.replaceState(null, '', '/plans/' + encodeURIComponent(planId) + q + '#topology');
    document.querySelectorAll('.flow-pick a[data-flow]').forEach(x => {
      const on = x.dataset.flow === flow && flow !== '';
      x.classList.toggle('on', on);
      if (on) { x.setAttribute('aria-current', 'true'); } else { x.removeAttribute('aria-current'); }
    });
    await refreshPanel();
    document.getElementById('topology').scrollIntoView({ block: 'start' });
    const svg = picture.querySelector('svg desc');
    say(svg ? svg.textContent : '');
  });
}
