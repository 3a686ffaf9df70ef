#!/bin/bash
# usage: lh-tmp.sh URL OUT
CHROME_PATH=/usr/bin/chromium node_modules/.bin/lighthouse "$1" --quiet --chrome-flags="--headless=new --no-sandbox" --output=json --output-path="$2" --form-factor=mobile >/dev/null 2>&1
node -e '
const r=require(process.argv[1]);const c=r.categories;const a=r.audits;
console.log(Object.entries(c).map(([k,v])=>k+"="+Math.round(v.score*100)).join(" "), ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift","speed-index"].map(k=>k.split("-").map(w=>w[0]).join("")+"="+a[k].displayValue).join(" "));
const lcp=a["largest-contentful-paint-element"].details?.items?.[1]?.items; if(lcp) console.log("LCP phases", lcp.map(i=>i.phase+":"+Math.round(i.timing)).join(" "));
for (const [k,v] of Object.entries(a)) if (v.score!==null && v.score<0.9 && !["metric"].includes(v.scoreDisplayMode) && !/contentful|blocking-time|speed-index|max-potential|interactive/.test(k)) console.log("  fail",k,v.displayValue||"");
' "$2"
