import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from '../../services/app-services';

export type { AppServices };

const ServicesContext = createContext<AppServices | null>(null);

/** The mount's services, and its query client mounted (so reads follow the tab being shown and the network coming back). */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queries}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider>');
  return services;
}

/** The mount's services, or null where a view is rendered alone (a flow's view in its model test): for what can do without. */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext);
}
