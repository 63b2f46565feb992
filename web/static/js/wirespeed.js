// Progressive enhancement only: every page works without this file.
document.addEventListener('DOMContentLoaded', () => {
  // Auto-submit catalog filter selects for a snappier feel; the Filter button still works without JS.
  document.querySelectorAll('form.filters select').forEach(s => s.addEventListener('change', () => s.form.requestSubmit()));
});
