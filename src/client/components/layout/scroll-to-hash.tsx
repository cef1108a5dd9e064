import { useEffect } from "react";
import { useLocation } from "../../lib/navigation";

/**
 * Router links like /#generator change the URL but do not scroll. Pages load lazily, so the
 * target may appear a moment later: look for it for up to ~2 s. Without a hash, a new page
 * starts at the top.
 */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let frame = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
      else if (tries++ < 120) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
