import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useKeySequences } from "@shopdesk/design-system";
import { goToScreens } from "./go-to-screens";

/** The shell's keys anywhere: "g p"-style keys go to each screen, "?" opens the list of shortcuts. */
export function useShortcuts() {
  const navigate = useNavigate();
  const [isListOpen, setIsListOpen] = useState(false);
  const bindings = useMemo(() => {
    const keys: Record<string, () => void> = { "?": () => setIsListOpen(true) };
    for (const screen of goToScreens) keys[screen.keys] = () => void navigate(screen.path);
    return keys;
  }, [navigate]);
  useKeySequences(bindings);
  return { isListOpen, setIsListOpen };
}
