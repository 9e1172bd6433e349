// A Web Worker stand-in for pages opened from the file system (file://).
//
// Browsers refuse `new Worker(url)` on a file:// page, and Material's search runs in a worker. On such
// a page this script replaces `Worker` with a class that runs the worker's script in a hidden iframe
// and passes messages both ways; on a page served over http(s) it changes nothing. It is loaded before
// Material's bundle (mkdocs.yml: extra.polyfills), and its file name tells Material's offline plugin
// that no shim from the network is needed.
(function () {
  "use strict";
  if (location.protocol !== "file:" || typeof window === "undefined") {
    return;
  }

  class FrameWorker extends EventTarget {
    constructor(url) {
      super();
      this.onmessage = null;
      this.onerror = null;
      this._pending = [];
      this._loaded = false;
      this._frame = document.createElement("iframe");
      this._frame.setAttribute("aria-hidden", "true");
      this._frame.tabIndex = -1;
      this._frame.style.display = "none";
      (document.body || document.documentElement).appendChild(this._frame);
      const scope = this._frame.contentWindow;
      // what the worker's script posts comes back to this object, as a worker's would
      scope.postMessage = (data) => this._deliver(data);
      scope.importScripts = function () {
        throw new Error("importScripts is not available to a worker run from the file system");
      };
      const script = scope.document.createElement("script");
      script.src = new URL(url, location.href).href;
      script.onload = () => {
        this._loaded = true;
        for (const data of this._pending.splice(0)) {
          this._send(data);
        }
      };
      script.onerror = () => {
        const event = new Event("error");
        if (typeof this.onerror === "function") {
          this.onerror(event);
        }
        this.dispatchEvent(event);
      };
      (scope.document.head || scope.document.documentElement).appendChild(script);
    }

    postMessage(data) {
      if (this._loaded) {
        this._send(data);
      } else {
        this._pending.push(data);
      }
    }

    terminate() {
      this._frame.remove();
    }

    _send(data) {
      const scope = this._frame.contentWindow;
      setTimeout(() => scope.dispatchEvent(new scope.MessageEvent("message", { data: data })), 0);
    }

    _deliver(data) {
      setTimeout(() => {
        const event = new MessageEvent("message", { data: data });
        if (typeof this.onmessage === "function") {
          this.onmessage(event);
        }
        this.dispatchEvent(event);
      }, 0);
    }
  }

  // Material's search worker looks for this name on its parent to find its language files
  window.IFrameWorker = FrameWorker;
  window.Worker = FrameWorker;
})();
