/*
 * Run by notebooks/_ext/pdf.py in the one-page edition before Chromium prints
 * it: the title page, the contents, the chapters on new pages, hints open,
 * explorers labelled, and the solutions moved to an appendix after their
 * exercises (or left out of a teacher's copy). Returns what it found.
 */
async ({words, teacher}) => {
  const pause = (ms) => new Promise((done) => setTimeout(done, ms));
  while (!(window.MathJax && MathJax.startup && MathJax.startup.promise)) await pause(200);
  await MathJax.startup.promise;
  // the widget manager draws each saved explorer after its script element
  const views = 'script[type="application/vnd.jupyter.widget-view+json"]';
  for (let tries = 0; tries < 300; tries++) {
    const drawn = [...document.querySelectorAll(views)].every(
      (s) => s.parentElement.querySelector(".jupyter-widgets, .widget-container, .lm-Widget"));
    if (drawn) break;
    await pause(200);
  }
  const article = document.querySelector("article.bd-article");
  const make = (tag, attrs = {}, text = "") => {
    const node = document.createElement(tag);
    Object.assign(node, attrs);
    if (text) node.textContent = text;
    return node;
  };
  const chapters = [...document.querySelectorAll('span[id^="document-"] + section')];
  chapters.forEach((section) => section.classList.add("wm-chapter"));
  document.querySelectorAll("details").forEach((d) => (d.open = true));
  // explorers: their saved state, and where to move them
  document
    .querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]')
    .forEach((script) => {
      const output = script.closest(".cell_output") || script.parentElement;
      output.after(make("p", {className: "wm-print-note"}, words.explorer));
    });
  // the solutions, after their exercises, in an appendix
  const exercise = new RegExp(words.exercise);
  let last = null;
  const solutions = [];
  for (const node of document.querySelectorAll("strong, .tag_solution")) {
    if (node.tagName === "STRONG") {
      const match = exercise.exec(node.textContent.trim());
      if (match) last = {node, number: match[1]};
    } else if (last) {
      solutions.push({node, exercise: last});
    }
  }
  const appendix = make("section", {className: "wm-appendix", id: "wm-solutions"});
  appendix.append(make("h2", {}, teacher ? words.teacher : words.solutions));
  const seen = new Set();
  for (const {node, exercise: ex} of solutions) {
    const id = "wm-ex-" + ex.number.replace(".", "-");
    if (!seen.has(id)) {
      seen.add(id);
      ex.node.id = ex.node.id || id;
      if (!teacher) {
        const head = make("h3", {id: "wm-sol-" + ex.number.replace(".", "-")});
        head.append(make("a", {href: "#" + ex.node.id}, words.solution + " " + ex.number));
        appendix.append(head);
        const link = make("a", {href: "#" + head.id}, " → " + words.solution + " " + ex.number);
        ex.node.after(link);
      }
    }
    if (teacher) node.remove();
    else {
      const box = make("div", {className: "wm-solution"});
      box.append(node);
      appendix.append(box);
    }
  }
  article.append(appendix);
  // the title page and the contents, before everything
  const title = make("section", {className: "wm-title-page"});
  title.append(make("h1", {}, "Winning Moves"));
  for (const key of ["subtitle", "edition", "licence", "cite"]) {
    title.append(make("p", {}, words[key]));
  }
  const contents = make("nav", {className: "wm-contents"});
  contents.append(make("h2", {}, words.contents));
  const list = make("ol", {style: "list-style: none"});
  for (const section of [...chapters, appendix]) {
    const head = section.querySelector("h2");
    const item = make("li");
    item.append(make("a", {href: "#" + section.id}, head.textContent.replace("#", "")));
    list.append(item);
  }
  contents.append(list);
  article.prepend(title, contents);
  document.querySelectorAll("img").forEach((img) => (img.loading = "eager"));
  await Promise.all([...document.images].map((img) => img.decode().catch(() => null)));
  // the parts, printed one at a time (a print of the whole book leaves out
  // its link targets): 0 is the front matter, then each chapter, then the
  // appendix
  for (const child of article.children) child.dataset.wmPart = 0;
  const wrapper = document.querySelector(".toctree-wrapper");
  for (const child of wrapper.parentElement.children) {
    if (child !== wrapper) child.dataset.wmPart = 0;
  }
  delete wrapper.parentElement.dataset.wmPart;
  let part = 0;
  for (const child of wrapper.children) {
    if (child.matches('span[id^="document-"]')) part += 1;
    child.dataset.wmPart = part;
  }
  appendix.dataset.wmPart = part + 1;
  return {chapters: chapters.length, solutions: solutions.length, parts: part + 2};
}
