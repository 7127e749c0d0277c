import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { PaletteCommand } from "@shopdesk/design-system";

type Register = (commands: PaletteCommand[] | null) => void;
const RegisterContext = createContext<Register | null>(null);
const CommandsContext = createContext<PaletteCommand[]>([]);

/** Holds the commands of the screen in view (Ship on a PO, Print traveler on a WO) for the palette. */
export function ScreenCommandsProvider({ children }: { children: ReactNode }) {
  const [commands, setCommands] = useState<PaletteCommand[] | null>(null);
  return (
    <RegisterContext.Provider value={setCommands}>
      <CommandsContext.Provider value={commands ?? []}>{children}</CommandsContext.Provider>
    </RegisterContext.Provider>
  );
}

/**
 * Offers the palette `commands` while the calling screen is up (keep the list stable: a
 * `useMemo`). One screen at a time; outside the shell (stories) it does nothing.
 */
export function useScreenCommands(commands: PaletteCommand[]): void {
  const register = useContext(RegisterContext);
  useEffect(() => {
    if (!register) return;
    register(commands);
    return () => register(null);
  }, [register, commands]);
}

/** The commands of the screen in view. */
export const useCurrentScreenCommands = () => useContext(CommandsContext);
