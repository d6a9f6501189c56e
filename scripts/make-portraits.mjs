// Generates the demo artwork in public/: one flat-style illustrated portrait
// per seeded doctor (public/images/doctors/<file>.svg), the default avatar and
// the favicon. No external images; every drawing is built from the parameters
// in the PORTRAITS table below, so the files can be regenerated at any time:
//
//   node scripts/make-portraits.mjs
//
// The file names must match the `image` paths used in prisma/seed.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const doctorsDir = path.join(publicDir, "images", "doctors");

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

const SKIN = {
  porcelain: "#fbe0cf",
  light: "#f6d2b8",
  beige: "#f1c6a0",
  golden: "#e4ae7f",
  tan: "#d39a6a",
  bronze: "#b57a4b",
  brown: "#8d5a36",
  deep: "#6b4226",
  ebony: "#4e2f1c",
};

const HAIR = {
  black: "#1f1a1c",
  darkBrown: "#3b2619",
  brown: "#6a4329",
  lightBrown: "#9a6a43",
  auburn: "#9c4324",
  ginger: "#c0612f",
  blonde: "#dcb262",
  grey: "#a7a7ad",
  silver: "#cfd1d6",
};

// [outer square, circle]
const BACKGROUND = {
  blue: ["#eef5fc", "#cfe3f7"],
  pink: ["#fdf0f3", "#f8d3dd"],
  mint: ["#ecf8f3", "#c9ecdd"],
  lavender: ["#f3f0fb", "#ddd5f3"],
  peach: ["#fdf3ec", "#f9d9c3"],
  yellow: ["#fdf9ea", "#f6e7b3"],
  sky: ["#ecf7fb", "#c6e7f2"],
  rose: ["#fcf1f0", "#f4d0cc"],
};

const SCRUBS = {
  navy: "#2f4f7f",
  teal: "#2a8c8c",
  blue: "#3b7dd8",
  green: "#3f9b72",
  lilac: "#8a74c9",
  wine: "#8e3b5a",
  ceil: "#6c9bd2",
};

// ---------------------------------------------------------------------------
// The doctors (file name = seed image path). Outfit: "coat" (white coat over a
// shirt, optional tie) or a scrubs colour.
// ---------------------------------------------------------------------------

const PORTRAITS = [
  { file: "richard-james", sex: "m", skin: SKIN.beige, hair: "sidepart", hairColor: HAIR.brown, outfit: "coat", shirt: "#cfe0f5", tie: "#1f3f6e", bg: "blue", beard: "stubble" },
  { file: "emily-larson", sex: "f", skin: SKIN.porcelain, hair: "long", hairColor: HAIR.blonde, outfit: "coat", shirt: "#f6d6e0", bg: "pink" },
  { file: "sarah-patel", sex: "f", skin: SKIN.bronze, hair: "bun", hairColor: HAIR.black, outfit: "coat", shirt: "#d9efe6", bg: "mint" },
  { file: "michael-okafor", sex: "m", skin: SKIN.ebony, hair: "buzz", hairColor: HAIR.black, outfit: "coat", shirt: "#dfe7f3", tie: "#7a2e3b", bg: "lavender", beard: "full" },
  { file: "christopher-lee", sex: "m", skin: SKIN.light, hair: "short", hairColor: HAIR.black, outfit: SCRUBS.navy, bg: "peach", glasses: "#2b2b33" },
  { file: "aisha-rahman", sex: "f", skin: SKIN.golden, hair: "hijab", hairColor: "#3f8f8a", outfit: "coat", shirt: "#e8f0ef", bg: "yellow" },
  { file: "olivia-bennett", sex: "f", skin: SKIN.light, hair: "bob", hairColor: HAIR.auburn, outfit: SCRUBS.lilac, bg: "sky" },
  { file: "carlos-mendoza", sex: "m", skin: SKIN.tan, hair: "curly", hairColor: HAIR.darkBrown, outfit: SCRUBS.teal, bg: "yellow", beard: "moustache" },
  { file: "priya-sharma", sex: "f", skin: SKIN.brown, hair: "long", hairColor: HAIR.black, outfit: "coat", shirt: "#e6dcf5", bg: "lavender", glasses: "#5b3a6e" },
  { file: "thomas-wright", sex: "m", skin: SKIN.porcelain, hair: "bald", hairColor: HAIR.grey, outfit: "coat", shirt: "#e3ecf7", tie: "#3a5a40", bg: "mint", beard: "full", glasses: "#3a3a40", age: "old" },
  { file: "marcus-johnson", sex: "m", skin: SKIN.deep, hair: "short", hairColor: HAIR.black, outfit: SCRUBS.blue, bg: "peach", beard: "stubble" },
  { file: "hannah-schmidt", sex: "f", skin: SKIN.porcelain, hair: "ponytail", hairColor: HAIR.lightBrown, outfit: SCRUBS.green, bg: "sky" },
  { file: "sophia-nguyen", sex: "f", skin: SKIN.beige, hair: "bob", hairColor: HAIR.black, outfit: "coat", shirt: "#fbe3d3", bg: "rose" },
  { file: "jeffrey-king", sex: "m", skin: SKIN.light, hair: "sidepart", hairColor: HAIR.ginger, outfit: "coat", shirt: "#dbe8f6", tie: "#2c4a7a", bg: "blue", glasses: "#4a3426" },
  { file: "zoe-kelly", sex: "f", skin: SKIN.deep, hair: "afro", hairColor: HAIR.darkBrown, outfit: SCRUBS.wine, bg: "mint" },
  { file: "ryan-martinez", sex: "m", skin: SKIN.golden, hair: "short", hairColor: HAIR.brown, outfit: "coat", shirt: "#e2ecf5", bg: "lavender", beard: "full" },
];

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

function parseHex(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a, b, t) {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  const c = (x, y) => Math.round(x + (y - x) * t).toString(16).padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

const darken = (hex, t) => mix(hex, "#000000", t);
const lighten = (hex, t) => mix(hex, "#ffffff", t);

// ---------------------------------------------------------------------------
// Body parts. Geometry: head centred on x = 200, face from y = 100 (crown) to
// y = 245 (chin), shoulders from y = 290 down to the bottom edge.
// ---------------------------------------------------------------------------

const HEAD_DROP = 12;
const FIGURE_SCALE = 1.1;
const FACE = "M144,165 C144,116 168,98 200,98 C232,98 256,116 256,165 C256,214 232,245 200,245 C168,245 144,214 144,165 Z";

function background(p) {
  const [outer, circle] = BACKGROUND[p.bg];
  return `<rect width="400" height="400" fill="${outer}"/>
  <circle cx="200" cy="205" r="172" fill="${circle}"/>`;
}

function hairBack(p) {
  const c = p.hairColor;
  switch (p.hair) {
    case "long":
      return `<path d="M130,165 C124,96 160,72 200,72 C240,72 276,96 270,165 C268,215 276,262 290,300 L110,300 C124,262 132,215 130,165 Z" fill="${c}"/>`;
    case "bob":
      return `<path d="M134,160 C130,98 164,76 200,76 C236,76 270,98 266,160 C264,196 268,226 272,246 C250,258 150,258 128,246 C132,226 136,196 134,160 Z" fill="${c}"/>`;
    case "afro":
      return `<circle cx="200" cy="142" r="96" fill="${c}"/>
  <circle cx="128" cy="180" r="34" fill="${c}"/><circle cx="272" cy="180" r="34" fill="${c}"/>`;
    case "bun":
      return `<circle cx="200" cy="80" r="28" fill="${c}"/><circle cx="200" cy="80" r="28" fill="#000" opacity="0.08"/>`;
    case "ponytail":
      return `<path d="M236,96 C296,104 300,196 276,262 C266,236 262,190 244,160 Z" fill="${c}"/>`;
    case "hijab":
      return `<path d="M124,172 C118,96 158,66 200,66 C242,66 282,96 276,172 C274,226 262,266 272,300 L128,300 C138,266 126,226 124,172 Z" fill="${c}"/>`;
    default:
      return "";
  }
}

function neck(p) {
  const skin = darken(p.skin, 0.06);
  return `<path d="M177,224 L177,286 Q200,300 223,286 L223,215 Z" fill="${skin}"/>
  <path d="M177,226 Q200,258 223,226 L223,246 Q200,270 177,246 Z" fill="${darken(p.skin, 0.16)}" opacity="0.55"/>`;
}

const TORSO = "M50,400 C50,336 88,300 152,289 L248,289 C312,300 350,336 350,400 Z";

function coat(p) {
  const shirt = p.shirt ?? "#dfe9f5";
  const tie = p.tie
    ? `<path d="M194,300 L206,300 L209,312 L213,350 L200,364 L187,350 L191,312 Z" fill="${p.tie}"/>
  <path d="M191,294 L209,294 L206,306 L194,306 Z" fill="${darken(p.tie, 0.15)}"/>`
    : "";
  return `<path d="${TORSO}" fill="#ffffff" stroke="#d6dee8" stroke-width="2"/>
  <path d="M164,289 L200,372 L236,289 Z" fill="${shirt}"/>
  <path d="M164,289 L200,372 L236,289" fill="none" stroke="${darken(shirt, 0.12)}" stroke-width="2"/>
  <path d="M177,282 L168,296 L192,312 L200,296 Z" fill="${lighten(shirt, 0.45)}" stroke="${darken(shirt, 0.1)}" stroke-width="1.5"/>
  <path d="M223,282 L232,296 L208,312 L200,296 Z" fill="${lighten(shirt, 0.45)}" stroke="${darken(shirt, 0.1)}" stroke-width="1.5"/>
  ${tie}
  <path d="M152,289 L164,289 L200,372 L186,392 L170,330 L148,318 L160,306 Z" fill="#eef2f7" stroke="#d6dee8" stroke-width="2" stroke-linejoin="round"/>
  <path d="M248,289 L236,289 L200,372 L214,392 L230,330 L252,318 L240,306 Z" fill="#eef2f7" stroke="#d6dee8" stroke-width="2" stroke-linejoin="round"/>
  <path d="M200,372 L200,400" stroke="#d6dee8" stroke-width="2"/>
  <path d="M262,350 L306,350 L304,378 L264,378 Z" fill="#f6f8fb" stroke="#d6dee8" stroke-width="2"/>
  <rect x="274" y="336" width="5" height="20" rx="2" fill="#2f6fb2"/><rect x="284" y="340" width="5" height="16" rx="2" fill="#c0392b"/>`;
}

function scrubs(p) {
  const color = p.outfit;
  const dark = darken(color, 0.18);
  return `<path d="${TORSO}" fill="${color}"/>
  <path d="M172,289 L200,336 L228,289 Z" fill="${darken(p.skin, 0.06)}"/>
  <path d="M166,289 L200,344 L234,289" fill="none" stroke="${dark}" stroke-width="7" stroke-linejoin="round"/>
  <path d="M254,344 L298,344 L296,374 L256,374 Z" fill="none" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
  <rect x="266" y="330" width="5" height="20" rx="2" fill="#f4f6f9"/>
  <path d="M92,350 C100,372 104,388 104,400" fill="none" stroke="${dark}" stroke-width="3" opacity="0.6"/>
  <path d="M308,350 C300,372 296,388 296,400" fill="none" stroke="${dark}" stroke-width="3" opacity="0.6"/>`;
}

function stethoscope() {
  const tube = "#2f3a4a";
  const metal = "#c5ccd6";
  return `<path d="M170,288 C156,318 150,342 158,368" fill="none" stroke="${tube}" stroke-width="6" stroke-linecap="round"/>
  <path d="M230,288 C246,318 252,336 248,352" fill="none" stroke="${tube}" stroke-width="6" stroke-linecap="round"/>
  <path d="M158,368 C160,376 166,380 170,378" fill="none" stroke="${metal}" stroke-width="5" stroke-linecap="round"/>
  <path d="M158,368 C152,376 146,378 142,374" fill="none" stroke="${metal}" stroke-width="5" stroke-linecap="round"/>
  <circle cx="170" cy="378" r="4" fill="#5b6675"/><circle cx="142" cy="374" r="4" fill="#5b6675"/>
  <circle cx="247" cy="366" r="14" fill="${metal}" stroke="#7d8896" stroke-width="3"/>
  <circle cx="247" cy="366" r="7" fill="#eef1f5"/>`;
}

function ears(p) {
  if (p.hair === "hijab") return "";
  const shade = darken(p.skin, 0.12);
  return `<ellipse cx="145" cy="172" rx="12" ry="17" fill="${p.skin}"/><ellipse cx="255" cy="172" rx="12" ry="17" fill="${p.skin}"/>
  <path d="M142,164 Q137,172 143,181" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>
  <path d="M258,164 Q263,172 257,181" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>`;
}

function face(p) {
  return `<path d="${FACE}" fill="${p.skin}"/>`;
}

function beard(p) {
  const c = p.hairColor;
  switch (p.beard) {
    case "full":
      return `<path d="M146,178 C148,232 172,256 200,256 C228,256 252,232 254,178 C250,200 242,212 230,214 C220,204 180,204 170,214 C158,212 150,200 146,178 Z" fill="${c}"/>
  <path d="M180,206 Q200,198 220,206 Q200,212 180,206 Z" fill="${darken(c, 0.1)}"/>`;
    case "stubble":
      return `<path d="M148,182 C150,232 172,248 200,248 C228,248 250,232 252,182 C248,204 240,214 230,216 C220,208 180,208 170,216 C160,214 152,204 148,182 Z" fill="${c}" opacity="0.22"/>`;
    case "moustache":
      return `<path d="M178,205 C186,196 196,198 200,202 C204,198 214,196 222,205 C214,208 206,208 200,206 C194,208 186,208 178,205 Z" fill="${c}"/>`;
    default:
      return "";
  }
}

function features(p) {
  const ink = "#2b2630";
  const brow = p.hair === "hijab" ? darken(p.skin, 0.55) : darken(p.hairColor, p.hair === "bald" ? 0.25 : 0.1);
  const lashes =
    p.sex === "f"
      ? `<path d="M170,166 L166,162" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/><path d="M230,166 L234,162" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/>`
      : "";
  const lip = p.sex === "f" ? "#b5485a" : "#8f3d3d";
  const mouth =
    p.beard === "full"
      ? `<path d="M186,214 Q200,226 214,214 Q200,218 186,214 Z" fill="${lip}"/>`
      : `<path d="M183,211 Q200,230 217,211 Q200,217 183,211 Z" fill="${lip}"/><path d="M188,213 Q200,218 212,213 L211,215 Q200,220 189,215 Z" fill="#ffffff"/>`;
  const wrinkles =
    p.age === "old"
      ? `<path d="M162,184 Q166,188 170,186" fill="none" stroke="${darken(p.skin, 0.2)}" stroke-width="2" stroke-linecap="round"/>
  <path d="M238,184 Q234,188 230,186" fill="none" stroke="${darken(p.skin, 0.2)}" stroke-width="2" stroke-linecap="round"/>
  <path d="M184,130 Q200,126 216,130" fill="none" stroke="${darken(p.skin, 0.14)}" stroke-width="2" stroke-linecap="round"/>`
      : "";
  return `<circle cx="168" cy="197" r="10" fill="#f0857b" opacity="0.22"/><circle cx="232" cy="197" r="10" fill="#f0857b" opacity="0.22"/>
  <path d="M165,152 Q177,144 190,150" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>
  <path d="M210,150 Q223,144 235,152" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>
  <ellipse cx="178" cy="170" rx="6" ry="7" fill="${ink}"/><ellipse cx="222" cy="170" rx="6" ry="7" fill="${ink}"/>
  <circle cx="180" cy="167.5" r="2" fill="#ffffff"/><circle cx="224" cy="167.5" r="2" fill="#ffffff"/>
  ${lashes}
  <path d="M200,176 Q196,189 199,193 Q203,195 207,192" fill="none" stroke="${darken(p.skin, 0.2)}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  ${wrinkles}
  ${mouth}`;
}

function curls(cx, cy, radius, from, to, count, r, fill) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    out += `<circle cx="${(cx + radius * Math.cos(a)).toFixed(1)}" cy="${(cy + radius * Math.sin(a)).toFixed(1)}" r="${r}" fill="${fill}"/>`;
  }
  return out;
}

function hairFront(p) {
  const c = p.hairColor;
  const sheen = `<path d="M176,96 Q200,88 226,96" fill="none" stroke="${lighten(c, 0.25)}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`;
  switch (p.hair) {
    case "short":
      return `<path d="M141,170 C134,110 162,80 202,80 C244,80 268,110 259,170 C256,148 251,134 243,126 C222,134 186,134 164,122 C154,134 146,150 141,170 Z" fill="${c}"/>${sheen}`;
    case "sidepart":
      return `<path d="M141,172 C132,106 166,78 204,78 C248,78 272,110 259,172 C257,148 251,130 240,118 C216,110 186,118 170,136 C160,146 150,158 141,172 Z" fill="${c}"/>
  <path d="M176,92 C192,84 214,84 230,92" fill="none" stroke="${lighten(c, 0.25)}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`;
    case "buzz":
      return `<path d="M145,158 C145,112 170,94 200,94 C230,94 255,112 255,158 C250,136 238,122 200,120 C162,122 150,136 145,158 Z" fill="${c}" opacity="0.9"/>`;
    case "bald":
      return `<path d="M145,176 C142,156 146,142 152,134 C156,146 158,160 158,176 Z" fill="${c}"/>
  <path d="M255,176 C258,156 254,142 248,134 C244,146 242,160 242,176 Z" fill="${c}"/>
  <ellipse cx="182" cy="114" rx="16" ry="7" fill="#ffffff" opacity="0.35" transform="rotate(-18 182 114)"/>`;
    case "curly": {
      const base = `<path d="M144,160 C140,108 168,86 200,86 C232,86 260,108 256,160 C250,138 236,124 200,122 C164,124 150,138 144,160 Z" fill="${c}"/>`;
      return base + curls(200, 150, 58, 192, 348, 10, 17, c);
    }
    case "afro":
      return `<path d="M142,160 C138,104 168,82 200,82 C232,82 262,104 258,160 C250,134 232,122 200,120 C168,122 150,134 142,160 Z" fill="${c}"/>`;
    case "long":
      return `<path d="M142,170 C136,108 168,84 202,84 C238,84 264,108 258,170 C250,130 230,112 204,112 C190,128 164,140 142,170 Z" fill="${c}"/>
  <path d="M142,170 C138,210 142,250 134,290 L124,290 C130,250 128,206 142,170 Z" fill="${c}"/>
  <path d="M258,170 C262,210 258,250 266,290 L276,290 C270,250 272,206 258,170 Z" fill="${c}"/>${sheen}`;
    case "bob":
      return `<path d="M143,156 C139,102 170,84 200,84 C230,84 261,102 257,156 C252,140 248,132 242,130 C216,132 184,132 158,130 C152,132 148,140 143,156 Z" fill="${c}"/>
  <path d="M143,150 C138,190 140,222 136,246 L150,246 C146,220 146,190 148,160 Z" fill="${c}"/>
  <path d="M257,150 C262,190 260,222 264,246 L250,246 C254,220 254,190 252,160 Z" fill="${c}"/>${sheen}`;
    case "bun":
    case "ponytail":
      return `<path d="M143,162 C141,106 170,88 200,88 C230,88 259,106 257,162 C252,132 234,114 200,112 C166,114 148,132 143,162 Z" fill="${c}"/>
  <path d="M168,100 Q200,90 232,100" fill="none" stroke="${lighten(c, 0.25)}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`;
    case "hijab": {
      const dark = darken(c, 0.14);
      return `<path d="M126,172 C124,110 158,80 200,80 C242,80 276,110 274,172 L256,172 C256,124 232,104 200,104 C168,104 144,124 144,172 Z" fill="${c}"/>
  <path d="M144,172 C146,222 170,250 200,250 C230,250 254,222 256,172 L274,172 C276,236 250,290 200,296 C150,290 124,236 126,172 Z" fill="${c}"/>
  <path d="M144,172 C144,124 168,104 200,104 C232,104 256,124 256,172" fill="none" stroke="${dark}" stroke-width="3"/>
  <path d="M150,270 C176,290 224,290 250,270" fill="none" stroke="${dark}" stroke-width="3" opacity="0.6"/>`;
    }
    default:
      return "";
  }
}

function glasses(p) {
  if (!p.glasses) return "";
  const g = p.glasses;
  return `<rect x="158" y="156" width="38" height="28" rx="10" fill="#ffffff" fill-opacity="0.18" stroke="${g}" stroke-width="3.5"/>
  <rect x="204" y="156" width="38" height="28" rx="10" fill="#ffffff" fill-opacity="0.18" stroke="${g}" stroke-width="3.5"/>
  <path d="M196,166 Q200,162 204,166" fill="none" stroke="${g}" stroke-width="3.5"/>
  <path d="M158,164 L146,160" stroke="${g}" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M242,164 L254,160" stroke="${g}" stroke-width="3.5" stroke-linecap="round"/>`;
}

function portrait(p) {
  const outfit = p.outfit === "coat" ? coat(p) : scrubs(p);
  const join = (parts) => parts.filter(Boolean).join("\n  ");
  // The head is drawn a little lower than its nominal geometry (shorter neck),
  // and the whole figure is enlarged about the bottom centre to fill the frame.
  const head = join([ears(p), face(p), beard(p), features(p), hairFront(p), glasses(p)]);
  const figure = join([
    `<g transform="translate(0 ${HEAD_DROP})">${hairBack(p)}</g>`,
    p.hair === "hijab" ? "" : neck(p),
    outfit,
    stethoscope(),
    `<g transform="translate(0 ${HEAD_DROP})">\n  ${head}\n  </g>`,
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Illustrated portrait of a doctor">
  ${background(p)}
  <g transform="translate(200 400) scale(${FIGURE_SCALE}) translate(-200 -400)">
  ${figure}
  </g>
</svg>
`;
}

// ---------------------------------------------------------------------------
// Default avatar and favicon
// ---------------------------------------------------------------------------

const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Default avatar">
  <rect width="400" height="400" fill="#eceef1"/>
  <circle cx="200" cy="160" r="72" fill="#b4bac3"/>
  <path d="M64,400 C64,304 124,256 200,256 C276,256 336,304 336,400 Z" fill="#b4bac3"/>
</svg>
`;

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="#0f5fa8"/>
  <g transform="translate(-2 1)" fill="none" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round">
    <path d="M21,11 H17 V25 A10,10 0 0 0 37,25 V11 H33" stroke-width="4.5"/>
    <path d="M27,35 V42 A8.5,8.5 0 0 0 44,42 V39.5" stroke-width="4.5"/>
    <circle cx="44" cy="33.5" r="6" stroke-width="4"/>
  </g>
</svg>
`;

function write(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function main() {
  for (const p of PORTRAITS) write(path.join(doctorsDir, `${p.file}.svg`), portrait(p));
  write(path.join(publicDir, "images", "default-avatar.svg"), DEFAULT_AVATAR);
  write(path.join(publicDir, "favicon.svg"), FAVICON);
  console.log(`Wrote ${PORTRAITS.length} doctor portraits, the default avatar and the favicon under public/.`);
}

main();
