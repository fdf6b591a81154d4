// ARIA tabs: buttons with role="tab" inside a role="tablist" show their aria-controls panel.
// Arrow keys, Home and End move between tabs (the focused tab is the only one in the tab order).

export class Tabs extends EventTarget {
  #tabs;

  constructor(tablist) {
    super();
    this.#tabs = [...tablist.querySelectorAll('[role="tab"]')];
    for (const tab of this.#tabs) tab.addEventListener('click', () => this.select(tab.id));
    tablist.addEventListener('keydown', (event) => {
      const index = this.#tabs.indexOf(document.activeElement);
      if (index < 0) return;
      const last = this.#tabs.length - 1;
      const next = {
        ArrowRight: index === last ? 0 : index + 1,
        ArrowLeft: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      this.select(this.#tabs[next].id);
      this.#tabs[next].focus();
    });
  }

  /** Shows the panel of the tab with id `id`. */
  select(id) {
    for (const tab of this.#tabs) {
      const selected = tab.id === id;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      document.getElementById(tab.getAttribute('aria-controls')).hidden = !selected;
    }
    this.dispatchEvent(new CustomEvent('select', { detail: { id } }));
  }
}
