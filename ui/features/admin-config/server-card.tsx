import { ServerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ServiceInfo } from '../../../src/contract/dashboard.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatBytes, formatUptime } from './dashboard-format.ts';
import { FactList } from './fact-list.tsx';

/** The one Verdict process: version, uptime, memory, and the data directory's disk. */
export function ServerCard({ info }: { info: ServiceInfo }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`adminConfig.server.${key}`);
  return (
    <Card data-testid="dashboard-server">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ServerIcon className="size-5" />
          {k('title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <FactList
          rows={[
            [k('version'), `Verdict ${info.version}`],
            [k('uptime'), formatUptime(info.uptimeSeconds)],
            [k('runtime'), `${info.runtime} · ${info.platform}`],
            [k('host'), `${info.hostname} · ${info.cpus} CPU`],
            [k('load'), info.loadAverage.join(' / ')],
            [k('memory'), `${formatBytes(info.memory.rss)} (heap ${formatBytes(info.memory.heapUsed)})`],
            [k('systemMemory'), `${formatBytes(info.memory.systemFree)} / ${formatBytes(info.memory.systemTotal)}`],
            [k('dataDir'), info.dataDir],
            [k('dataSize'), formatBytes(info.dataDirSize)],
            [k('disk'), `${formatBytes(info.diskFree)} / ${formatBytes(info.diskTotal)}`],
            [k('database'), formatBytes(info.databaseSize)],
          ]}
        />
      </CardContent>
    </Card>
  );
}
