// Myst embeds, sized to their content. Optional: an embed's iframe works without this script, at
// its fixed height. With it, every iframe of a paste from this script's server grows and shrinks
// with the paste (the embed posts its height). `<script src=".../embed.js" data-paste="<id>"
// data-theme="dark" async></script>` also writes the iframe itself, where the script stands.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;

  var paste = script.getAttribute("data-paste");
  if (paste) {
    var src = new URL("/" + encodeURIComponent(paste) + "/embed", origin);
    var theme = script.getAttribute("data-theme");
    if (theme) src.searchParams.set("theme", theme);
    var frame = document.createElement("iframe");
    frame.src = src.href;
    frame.title = "Paste " + paste;
    frame.width = "100%";
    frame.height = "400";
    frame.style.border = "0";
    frame.setAttribute("loading", "lazy");
    frame.setAttribute("allow", "clipboard-write");
    script.parentNode.insertBefore(frame, script.nextSibling);
  }

  // One listener per server, however many scripts the page has.
  var listening = (window.__mystEmbedOrigins = window.__mystEmbedOrigins || {});
  if (listening[origin]) return;
  listening[origin] = true;
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== "myst-embed:height") return;
    var height = Math.ceil(Number(data.height));
    if (!(height > 0 && height < 100000)) return;
    var frames = document.getElementsByTagName("iframe");
    for (var index = 0; index < frames.length; index++) {
      if (frames[index].contentWindow === event.source) {
        frames[index].style.height = height + "px";
        return;
      }
    }
  });
})();
