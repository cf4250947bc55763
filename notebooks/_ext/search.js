/*
 * Winning Moves: the site search's own query splitter, order and snippets.
 *
 * Sphinx copies this file into _static/language_data.js (html_search_scorer),
 * after searchtools.js, so the definitions below replace Sphinx's defaults.
 *
 * - Chinese queries are cut the way the index was cut: Sphinx's default
 *   splitter keeps "SG函数" or "二分图博弈" whole, while the index (jieba) holds
 *   "sg", "函数", "二分图", "博弈". A run of Han characters is cut into the
 *   longest words the index knows (forward maximum matching); a piece the
 *   index lacks stands for the most used indexed word that contains it
 *   ("巴什" for "巴什博弈"); a single character left over (Han or Latin) is
 *   dropped, as the index drops one-character words. Latin and Han are cut apart.
 * - Results come in the book's order: by chapter, then by Sphinx's score.
 * - Snippets show formulas without their TeX delimiters and commands.
 */

var splitQuery = (query) => {
  const pieces = query
    .split(/[^\p{Letter}\p{Number}_\p{Emoji_Presentation}]+/gu)
    .filter((term) => term);
  if (!/\p{Script=Han}/u.test(query)) return pieces;
  const index = typeof Search !== "undefined" && Search._index;
  const known = index ? { ...index.terms, ...index.titleterms } : {};
  const words = [];
  for (const piece of pieces) {
    for (const part of piece.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu)) {
      if (/\p{Script=Han}/u.test(part)) words.push(...wmSegment(part, known));
      else if (part.length > 1) words.push(part); // the index has no "s", "α"
    }
  }
  return words;
};

/* Files a term of the index is in (a number or a list of numbers). */
const wmFiles = (entry) => (Array.isArray(entry) ? entry.length : 1);

/* The most used indexed word containing `piece`, or null. */
const wmContaining = (piece, known) => {
  let best = null;
  for (const term of Object.keys(known)) {
    if (!term.includes(piece)) continue;
    if (best === null || wmFiles(known[term]) > wmFiles(known[best])) best = term;
  }
  return best;
};

/* A run of Han characters cut into words the index knows. */
const wmSegment = (run, known) => {
  const words = [];
  let start = 0;
  while (start < run.length) {
    let found = null;
    for (let end = run.length; end >= start + 2 && found === null; end--) {
      const piece = run.slice(start, end);
      if (Object.prototype.hasOwnProperty.call(known, piece)) found = [piece, end];
    }
    for (let end = run.length; end >= start + 2 && found === null; end--) {
      const word = wmContaining(run.slice(start, end), known);
      if (word !== null) found = [word, end];
    }
    if (found === null) {
      start += 1; // a single character: the index holds no such word
    } else {
      words.push(found[0]);
      start = found[1];
    }
  }
  return words;
};

/* The chapter number of a page ("04-wythoff" -> 4); other pages after them. */
const wmChapter = (docname) => {
  const match = /^(\d+)-/.exec(docname);
  return match ? Number(match[1]) : 99;
};

var Scorer = typeof Scorer === "undefined" ? {} : Scorer;
Scorer.score = (result) => {
  const [docname, , , , score] = result;
  // searchtools sorts by score, highest first: chapter 0 above chapter 15,
  // and within a chapter Sphinx's own order (a score is below 1000)
  return (100 - wmChapter(docname)) * 1000 + Math.min(score, 999);
};

const WM_TEX = {
  oplus: "⊕", le: "≤", leq: "≤", ge: "≥", geq: "≥", ne: "≠", neq: "≠",
  cdot: "·", times: "×", lfloor: "⌊", rfloor: "⌋", lceil: "⌈", rceil: "⌉",
  phi: "φ", varphi: "φ", in: "∈", notin: "∉", to: "→", rightarrow: "→",
  ldots: "…", dots: "…", cdots: "…", infty: "∞", pm: "±", mid: "|",
  otimes: "⊗", uparrow: "↑", downarrow: "↓", star: "*", ast: "*",
  gamma: "γ", alpha: "α", beta: "β", sum: "Σ", setminus: "∖", cup: "∪",
  cap: "∩", subseteq: "⊆", emptyset: "∅", mapsto: "↦", equiv: "≡",
};

/* A formula's TeX as plain text: commands become symbols or go. */
const wmPlainTex = (tex) =>
  tex
    .replace(/\\(?:text|mathrm|mathit|mathbf|operatorname|mathcal)\s*\{([^{}]*)\}/g, "$1")
    .replace(/\\([A-Za-z]+)/g, (_, name) => WM_TEX[name] ?? "")
    .replace(/\\[,;:! ]/g, " ")
    .replace(/\\([{}|%$&#_])/g, "$1")
    .replace(/[{}]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/* Page text without TeX delimiters: \( \), \[ \], $$ $$. */
const wmWithoutTex = (text) =>
  text
    .replace(/\\\(([\s\S]*?)\\\)/g, (_, tex) => wmPlainTex(tex))
    .replace(/\\\[([\s\S]*?)\\\]/g, (_, tex) => wmPlainTex(tex))
    .replace(/\$\$([\s\S]*?)\$\$/g, (_, tex) => wmPlainTex(tex));

if (typeof Search !== "undefined" && !Search.wmPlainText) {
  const htmlToText = Search.htmlToText;
  Search.htmlToText = (html, anchor) => wmWithoutTex(htmlToText(html, anchor));
  Search.wmPlainText = true;
}
