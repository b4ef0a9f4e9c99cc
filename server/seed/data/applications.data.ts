import type { SeedApplication } from '../seed-types.js';

/** 4 downloadable software tools. */
export const seedApplications: SeedApplication[] = [
  {
    name: 'EnerjiConfig',
    descriptionTr: `Ağ geçitleri, analizörler ve I/O modüllerini USB, RS-485 veya Ethernet üzerinden yapılandırmanızı, ayarları dosyaya kaydedip başka cihazlara aktarmanızı sağlayan cihaz yapılandırma aracı.`,
    descriptionEn: `Device configuration tool that lets you set up gateways, analyzers and I/O modules over USB, RS-485 or Ethernet, save settings to a file and copy them to other devices.`,
    version: 'v2.4.1',
    fileName: 'EnerjiConfig-2.4.1.zip',
  },
  {
    name: 'ModbusScan',
    descriptionTr: `RS-485 hattındaki veya yerel ağdaki Modbus cihazlarını otomatik olarak tarayan, register değerlerini okuyup yazmanıza ve haberleşme trafiğini izlemenize olanak tanıyan tanılama aracı.`,
    descriptionEn: `Diagnostic tool that automatically scans for Modbus devices on an RS-485 line or local network, lets you read and write register values and monitors communication traffic.`,
    version: 'v1.8.0',
    fileName: 'ModbusScan-1.8.0.zip',
  },
  {
    name: 'EnerjiReport Viewer',
    descriptionTr: `Analizörlerden ve veri yoğunlaştırıcılardan alınan kayıtları grafik ve tablolarla görüntüleyen; tüketim, güç kalitesi ve EN 50160 raporlarını PDF veya Excel olarak dışa aktaran masaüstü uygulaması.`,
    descriptionEn: `Desktop application that displays logs from analyzers and data concentrators as charts and tables, and exports consumption, power quality and EN 50160 reports to PDF or Excel.`,
    version: 'v3.1.2',
    fileName: 'EnerjiReport-Viewer-3.1.2.zip',
  },
  {
    name: 'FirmwareUpdater',
    descriptionTr: `Cihaz yazılımlarını tek tek veya ağ üzerinden toplu olarak güncelleyen, imza doğrulaması yaparak yalnızca orijinal yazılım dosyalarının yüklenmesine izin veren güncelleme aracı.`,
    descriptionEn: `Update tool that upgrades device firmware individually or in bulk over the network, verifying signatures so that only genuine firmware files can be installed.`,
    version: 'v1.5.3',
    fileName: 'FirmwareUpdater-1.5.3.zip',
  },
];
