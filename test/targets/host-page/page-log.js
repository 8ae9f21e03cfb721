// What both host fixtures' pages show for the suite and for a person debugging them: a status line
// (#status, its data-state the browser step can wait for) and a list of events (#events), each with
// the page's clock at the time. Bundled into each page by esbuild; runs in the browser.

const statusEl = document.getElementById('status');

export const status = (text) => {
  statusEl.textContent = text;
  statusEl.dataset.state = text;
};

export const event = (name, detail) => {
  const li = document.createElement('li');
  li.dataset.event = name;
  li.dataset.at = String(Math.round(performance.now()));
  li.textContent = detail === undefined ? name : `${name} ${JSON.stringify(detail)}`;
  document.getElementById('events').append(li);
};
