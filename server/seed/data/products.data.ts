import type { SeedProduct } from '../seed-types.js';

/** 18 products: exactly 3 in each of the 6 catalogue categories. */
export const seedProducts: SeedProduct[] = [
  // ───────────────────────────── gateway ─────────────────────────────
  {
    name: 'EGW-410 IIoT Gateway',
    slug: 'egw-410-iiot-gateway',
    category: 'gateway',
    shortDescriptionTr: `Sahadaki sayaç, analizör ve PLC verilerini Modbus RTU/TCP üzerinden toplayıp MQTT ve OPC UA ile buluta veya SCADA sistemlerine aktaran endüstriyel IoT ağ geçidi.`,
    shortDescriptionEn: `Industrial IoT gateway that collects data from meters, analyzers and PLCs over Modbus RTU/TCP and forwards it to the cloud or SCADA via MQTT and OPC UA.`,
    longDescriptionTr: `<p><strong>EGW-410</strong>, enerji izleme projelerinde farklı marka ve protokollerdeki saha cihazlarını tek bir noktada buluşturmak için tasarlanmış, DIN ray montajlı bir endüstriyel IoT ağ geçididir. İki adet izole RS-485 portu ve çift Ethernet arayüzü sayesinde 64 cihaza kadar eş zamanlı sorgulama yapabilir.</p>
<p>Toplanan veriler cihaz üzerinde ön işlemden geçirilir; birim dönüşümleri, ölçeklendirme ve eşik kontrolleri yapıldıktan sonra TLS ile şifrelenmiş MQTT bağlantısı veya yerleşik OPC UA sunucusu üzerinden üst sistemlere iletilir. Bağlantı kesildiğinde veriler dahili belleğe kaydedilir ve bağlantı geri geldiğinde kayıpsız olarak gönderilir.</p>
<ul><li>2 × izole RS-485, 2 × 10/100 Mbit/s Ethernet</li><li>Modbus RTU/TCP ana cihaz ve protokol köprüsü modu</li><li>TLS 1.3 destekli MQTT istemcisi ve OPC UA sunucusu</li><li>Bağlantı kesintilerine karşı 8 GB veri tamponu</li><li>Web tabanlı yapılandırma arayüzü</li></ul>`,
    longDescriptionEn: `<p>The <strong>EGW-410</strong> is a DIN-rail industrial IoT gateway designed to bring field devices of different brands and protocols together at a single point in energy monitoring projects. With two isolated RS-485 ports and dual Ethernet interfaces, it can poll up to 64 devices simultaneously.</p>
<p>Collected data is pre-processed on the device: after unit conversion, scaling and threshold checks, it is forwarded to upstream systems over a TLS-encrypted MQTT connection or through the built-in OPC UA server. If the connection drops, data is stored in internal memory and delivered without loss once the link is restored.</p>
<ul><li>2 × isolated RS-485, 2 × 10/100 Mbit/s Ethernet</li><li>Modbus RTU/TCP master and protocol bridge mode</li><li>MQTT client with TLS 1.3 and OPC UA server</li><li>8 GB data buffer against connection outages</li><li>Web-based configuration interface</li></ul>`,
    specGroups: [
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'İşlemci', nameEn: 'Processor', valueTr: 'ARM Cortex-A7, 1 GHz', valueEn: 'ARM Cortex-A7, 1 GHz' },
          { nameTr: 'Bellek', nameEn: 'Memory', valueTr: '512 MB RAM, 8 GB eMMC', valueEn: '512 MB RAM, 8 GB eMMC' },
          { nameTr: 'Montaj', nameEn: 'Mounting', valueTr: 'DIN ray (35 mm)', valueEn: 'DIN rail (35 mm)' },
          { nameTr: 'Boyutlar', nameEn: 'Dimensions', valueTr: '90 × 70 × 58 mm', valueEn: '90 × 70 × 58 mm' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Seri Portlar', nameEn: 'Serial Ports', valueTr: '2 × RS-485 (izole)', valueEn: '2 × RS-485 (isolated)' },
          { nameTr: 'Ethernet', nameEn: 'Ethernet', valueTr: '2 × 10/100 Mbit/s, RJ45', valueEn: '2 × 10/100 Mbit/s, RJ45' },
          {
            nameTr: 'Protokoller',
            nameEn: 'Protocols',
            valueTr: 'Modbus RTU/TCP, MQTT, OPC UA, HTTPS',
            valueEn: 'Modbus RTU/TCP, MQTT, OPC UA, HTTPS',
          },
          {
            nameTr: 'Güvenlik',
            nameEn: 'Security',
            valueTr: 'TLS 1.3, OpenVPN istemcisi, güvenlik duvarı',
            valueEn: 'TLS 1.3, OpenVPN client, firewall',
          },
          { nameTr: 'Maksimum Cihaz Sayısı', nameEn: 'Maximum Devices', valueTr: '64', valueEn: '64' },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '24 VDC ±%10', valueEn: '24 VDC ±10%' },
          { nameTr: 'Güç Tüketimi', nameEn: 'Power Consumption', valueTr: '< 4 W', valueEn: '< 4 W' },
          { nameTr: 'Port İzolasyonu', nameEn: 'Port Isolation', valueTr: '2,5 kV', valueEn: '2.5 kV' },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-20 °C ... +60 °C', valueEn: '-20 °C ... +60 °C' },
          { nameTr: 'Bağıl Nem', nameEn: 'Relative Humidity', valueTr: '%5 ... %95 (yoğuşmasız)', valueEn: '5% ... 95% (non-condensing)' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP20', valueEn: 'IP20' },
        ],
      },
    ],
    files: [
      { fileName: 'EGW-410 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'EGW-410 User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },
  {
    name: 'EGW-620 Edge Gateway',
    slug: 'egw-620-edge-gateway',
    category: 'gateway',
    shortDescriptionTr: `Dahili 4G LTE modemi ve konteyner desteğiyle veriyi sahada işleyen, çoklu protokol destekli kenar bilişim ağ geçidi.`,
    shortDescriptionEn: `Multi-protocol edge computing gateway with a built-in 4G LTE modem and container support for processing data right in the field.`,
    longDescriptionTr: `<p><strong>EGW-620</strong>, yalnızca veri taşımakla kalmayıp veriyi kaynağında analiz etmek isteyen projeler için geliştirilmiş güçlü bir kenar bilişim platformudur. Dört çekirdekli işlemcisi ve 2 GB belleği sayesinde enerji hesaplamaları, alarm mantığı ve özel uygulamalar doğrudan cihaz üzerinde çalıştırılabilir.</p>
<p>Dört adet yazılımla seçilebilir RS-232/RS-485 portu, iki Gigabit Ethernet arayüzü ve çift SIM destekli 4G LTE modem, cihazı hem fabrikalarda hem de kablolu altyapının bulunmadığı uzak sahalarda kullanılabilir kılar. Modbus ve MQTT'nin yanı sıra IEC 60870-5-104 ve BACnet/IP desteği, enerji ve bina otomasyonu sistemlerine doğrudan entegrasyon sağlar.</p>
<h3>Öne Çıkan Özellikler</h3>
<ul><li>Docker uyumlu konteyner çalışma ortamı</li><li>Çift SIM yuvalı 4G LTE Cat 4 ve Wi-Fi</li><li>IEC 60870-5-104, BACnet/IP, Modbus, MQTT, OPC UA</li><li>Güvenli önyükleme ve donanım tabanlı anahtar saklama (TPM 2.0)</li></ul>`,
    longDescriptionEn: `<p>The <strong>EGW-620</strong> is a powerful edge computing platform for projects that need to analyse data at the source rather than simply transport it. Thanks to its quad-core processor and 2 GB of memory, energy calculations, alarm logic and custom applications can run directly on the device.</p>
<p>Four software-selectable RS-232/RS-485 ports, two Gigabit Ethernet interfaces and a dual-SIM 4G LTE modem make the device suitable both for factories and for remote sites without wired infrastructure. Alongside Modbus and MQTT, support for IEC 60870-5-104 and BACnet/IP enables direct integration with energy and building automation systems.</p>
<h3>Key Features</h3>
<ul><li>Docker-compatible container runtime</li><li>Dual-SIM 4G LTE Cat 4 and Wi-Fi</li><li>IEC 60870-5-104, BACnet/IP, Modbus, MQTT, OPC UA</li><li>Secure boot and hardware key storage (TPM 2.0)</li></ul>`,
    specGroups: [
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          {
            nameTr: 'İşlemci',
            nameEn: 'Processor',
            valueTr: '4 çekirdekli ARM Cortex-A53, 1,6 GHz',
            valueEn: 'Quad-core ARM Cortex-A53, 1.6 GHz',
          },
          { nameTr: 'Bellek', nameEn: 'Memory', valueTr: '2 GB RAM, 16 GB eMMC', valueEn: '2 GB RAM, 16 GB eMMC' },
          { nameTr: 'İşletim Sistemi', nameEn: 'Operating System', valueTr: 'Gömülü Linux (Yocto)', valueEn: 'Embedded Linux (Yocto)' },
          { nameTr: 'Montaj', nameEn: 'Mounting', valueTr: 'DIN ray veya duvar tipi', valueEn: 'DIN rail or wall mount' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          {
            nameTr: 'Seri Portlar',
            nameEn: 'Serial Ports',
            valueTr: '4 × RS-232/RS-485 (yazılımla seçilebilir)',
            valueEn: '4 × RS-232/RS-485 (software selectable)',
          },
          { nameTr: 'Ethernet', nameEn: 'Ethernet', valueTr: '2 × 10/100/1000 Mbit/s, RJ45', valueEn: '2 × 10/100/1000 Mbit/s, RJ45' },
          { nameTr: 'Hücresel', nameEn: 'Cellular', valueTr: '4G LTE Cat 4, çift SIM', valueEn: '4G LTE Cat 4, dual SIM' },
          { nameTr: 'Kablosuz', nameEn: 'Wireless', valueTr: 'Wi-Fi 802.11 b/g/n', valueEn: 'Wi-Fi 802.11 b/g/n' },
          {
            nameTr: 'Protokoller',
            nameEn: 'Protocols',
            valueTr: 'Modbus RTU/TCP, IEC 60870-5-104, BACnet/IP, MQTT, OPC UA',
            valueEn: 'Modbus RTU/TCP, IEC 60870-5-104, BACnet/IP, MQTT, OPC UA',
          },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '9 ... 36 VDC', valueEn: '9 ... 36 VDC' },
          {
            nameTr: 'Güç Tüketimi',
            nameEn: 'Power Consumption',
            valueTr: 'Tipik 6 W, maksimum 10 W',
            valueEn: '6 W typical, 10 W maximum',
          },
          { nameTr: 'Ters Polarite Koruması', nameEn: 'Reverse Polarity Protection', valueTr: 'Var', valueEn: 'Yes' },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-30 °C ... +70 °C', valueEn: '-30 °C ... +70 °C' },
          { nameTr: 'Depolama Sıcaklığı', nameEn: 'Storage Temperature', valueTr: '-40 °C ... +85 °C', valueEn: '-40 °C ... +85 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP30', valueEn: 'IP30' },
        ],
      },
    ],
    files: [
      { fileName: 'EGW-620 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'EGW-620 User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },
  {
    name: 'ERT-300 RTU',
    slug: 'ert-300-rtu',
    category: 'gateway',
    shortDescriptionTr: `Trafo merkezleri ve dağıtım şebekeleri için IEC 60870-5-104 ve DNP3 destekli, dahili giriş/çıkışlara sahip uzak terminal ünitesi.`,
    shortDescriptionEn: `Remote terminal unit with built-in I/O and IEC 60870-5-104 and DNP3 support for substations and distribution networks.`,
    longDescriptionTr: `<p><strong>ERT-300</strong>, orta gerilim dağıtım merkezlerinde, trafo köşklerinde ve yenilenebilir enerji santrallerinde uzaktan izleme ve kumanda için geliştirilmiş bir uzak terminal ünitesidir (RTU). Kesici konumları, koruma rölesi alarmları ve analog ölçümler doğrudan cihaz üzerindeki girişlerden okunur.</p>
<p>Olay kayıtları 1 ms çözünürlükle zaman damgalanır; NTP veya GPS üzerinden zaman senkronizasyonu yapılabilir. Seri porttan bağlanan koruma röleleri ve enerji analizörleri Modbus veya IEC 60870-5-101 ile okunarak tek bir IEC 60870-5-104 bağlantısı üzerinden SCADA merkezine aktarılır.</p>
<p>Geniş besleme aralığı ve -40 °C'ye kadar inen çalışma sıcaklığı, cihazı zorlu saha koşullarında güvenle kullanılabilir kılar.</p>`,
    longDescriptionEn: `<p>The <strong>ERT-300</strong> is a remote terminal unit (RTU) developed for remote monitoring and control in medium-voltage distribution centres, compact substations and renewable power plants. Breaker positions, protection relay alarms and analog measurements are read directly from the inputs on the device.</p>
<p>Events are time-stamped with 1 ms resolution, and time synchronisation is available over NTP or GPS. Protection relays and energy analyzers connected to the serial ports are read via Modbus or IEC 60870-5-101 and forwarded to the SCADA centre over a single IEC 60870-5-104 connection.</p>
<p>A wide supply range and an operating temperature down to -40 °C make the device a reliable choice for harsh field conditions.</p>`,
    specGroups: [
      {
        nameTr: 'Giriş/Çıkış',
        nameEn: 'Inputs/Outputs',
        specs: [
          {
            nameTr: 'Dijital Girişler',
            nameEn: 'Digital Inputs',
            valueTr: '16 × optik izoleli, 24 ... 110 VDC',
            valueEn: '16 × opto-isolated, 24 ... 110 VDC',
          },
          { nameTr: 'Röle Çıkışları', nameEn: 'Relay Outputs', valueTr: '8 × 5 A, 250 VAC', valueEn: '8 × 5 A, 250 VAC' },
          { nameTr: 'Analog Girişler', nameEn: 'Analog Inputs', valueTr: '4 × 4–20 mA, 16 bit', valueEn: '4 × 4–20 mA, 16-bit' },
          { nameTr: 'Olay Kaydı Çözünürlüğü', nameEn: 'SOE Resolution', valueTr: '1 ms', valueEn: '1 ms' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          {
            nameTr: 'Protokoller',
            nameEn: 'Protocols',
            valueTr: 'IEC 60870-5-101/104, DNP3, Modbus RTU/TCP',
            valueEn: 'IEC 60870-5-101/104, DNP3, Modbus RTU/TCP',
          },
          { nameTr: 'Ethernet', nameEn: 'Ethernet', valueTr: '2 × 10/100 Mbit/s, RJ45', valueEn: '2 × 10/100 Mbit/s, RJ45' },
          { nameTr: 'Seri Portlar', nameEn: 'Serial Ports', valueTr: '2 × RS-485, 1 × RS-232', valueEn: '2 × RS-485, 1 × RS-232' },
          {
            nameTr: 'Zaman Senkronizasyonu',
            nameEn: 'Time Synchronisation',
            valueTr: 'NTP, GPS, IEC 104 saat komutu',
            valueEn: 'NTP, GPS, IEC 104 clock command',
          },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          {
            nameTr: 'Besleme Gerilimi',
            nameEn: 'Supply Voltage',
            valueTr: '24 ... 110 VDC veya 85 ... 265 VAC',
            valueEn: '24 ... 110 VDC or 85 ... 265 VAC',
          },
          { nameTr: 'Güç Tüketimi', nameEn: 'Power Consumption', valueTr: '< 12 W', valueEn: '< 12 W' },
          { nameTr: 'Yalıtım Dayanımı', nameEn: 'Dielectric Strength', valueTr: '2 kV, 1 dakika', valueEn: '2 kV, 1 minute' },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-40 °C ... +70 °C', valueEn: '-40 °C ... +70 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP40 (ön panel)', valueEn: 'IP40 (front panel)' },
          { nameTr: 'EMC', nameEn: 'EMC', valueTr: 'IEC 61000-6-5', valueEn: 'IEC 61000-6-5' },
        ],
      },
    ],
    files: [
      { fileName: 'ERT-300 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      {
        fileName: 'ERT-300 IEC 104 Interoperability.pdf',
        fileTypeTr: 'Birlikte Çalışabilirlik Profili',
        fileTypeEn: 'Interoperability Profile',
      },
    ],
  },

  // ───────────────────────────── energy ─────────────────────────────
  {
    name: 'EA-300 Energy Analyzer',
    slug: 'ea-300-energy-analyzer',
    category: 'energy',
    shortDescriptionTr: `96 × 96 mm pano tipi, üç fazlı enerji analizörü; 0,5S sınıfı enerji ölçümü, 31. harmoniğe kadar analiz ve Modbus RTU haberleşmesi sunar.`,
    shortDescriptionEn: `96 × 96 mm panel-mount three-phase energy analyzer offering class 0.5S energy metering, harmonic analysis up to the 31st order and Modbus RTU communication.`,
    longDescriptionTr: `<p><strong>EA-300</strong>, ana dağıtım panolarında ve alt dağıtım noktalarında enerji tüketimini ayrıntılı olarak izlemek için tasarlanmış üç fazlı bir enerji analizörüdür. Gerilim, akım, aktif/reaktif/görünür güç, güç faktörü ve frekans gibi 100'den fazla parametreyi gerçek zamanlı olarak ölçer.</p>
<p>Endüktif ve kapasitif reaktif enerji ayrı sayaçlarda tutulur; böylece reaktif ceza sınırlarına yaklaşıldığında erken müdahale mümkün olur. Geniş LCD ekranı sayesinde ölçümler sahada kolayca okunabilir, RS-485 portu üzerinden ise enerji izleme yazılımlarına aktarılabilir.</p>
<ul><li>0,5S sınıfı aktif, 1 sınıfı reaktif enerji ölçümü</li><li>Faz başına THD ve 31. harmoniğe kadar harmonik analiz</li><li>Talep (demand) ve maksimum talep kayıtları</li><li>2 dijital çıkış: alarm veya darbe çıkışı olarak ayarlanabilir</li></ul>`,
    longDescriptionEn: `<p>The <strong>EA-300</strong> is a three-phase energy analyzer designed for detailed monitoring of energy consumption in main and sub-distribution panels. It measures more than 100 parameters in real time, including voltage, current, active/reactive/apparent power, power factor and frequency.</p>
<p>Inductive and capacitive reactive energy are kept in separate registers, allowing early intervention as reactive penalty limits are approached. The large LCD makes readings easy to check on site, while the RS-485 port delivers them to energy monitoring software.</p>
<ul><li>Class 0.5S active and class 1 reactive energy metering</li><li>Per-phase THD and harmonic analysis up to the 31st order</li><li>Demand and maximum demand logging</li><li>2 digital outputs configurable as alarm or pulse outputs</li></ul>`,
    specGroups: [
      {
        nameTr: 'Ölçüm',
        nameEn: 'Measurement',
        specs: [
          {
            nameTr: 'Gerilim Girişi',
            nameEn: 'Voltage Input',
            valueTr: '3 × 230/400 VAC (maks. 500 VAC)',
            valueEn: '3 × 230/400 VAC (max. 500 VAC)',
          },
          {
            nameTr: 'Akım Girişi',
            nameEn: 'Current Input',
            valueTr: 'x/5 A veya x/1 A (akım trafosu ile)',
            valueEn: 'x/5 A or x/1 A (via current transformer)',
          },
          {
            nameTr: 'Aktif Enerji Doğruluğu',
            nameEn: 'Active Energy Accuracy',
            valueTr: 'Sınıf 0,5S (IEC 62053-22)',
            valueEn: 'Class 0.5S (IEC 62053-22)',
          },
          {
            nameTr: 'Reaktif Enerji Doğruluğu',
            nameEn: 'Reactive Energy Accuracy',
            valueTr: 'Sınıf 1 (IEC 62053-24)',
            valueEn: 'Class 1 (IEC 62053-24)',
          },
          { nameTr: 'Harmonik Analiz', nameEn: 'Harmonic Analysis', valueTr: '31. harmoniğe kadar', valueEn: 'Up to the 31st harmonic' },
          { nameTr: 'Frekans', nameEn: 'Frequency', valueTr: '45 ... 65 Hz', valueEn: '45 ... 65 Hz' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Arayüz', nameEn: 'Interface', valueTr: 'RS-485', valueEn: 'RS-485' },
          { nameTr: 'Protokol', nameEn: 'Protocol', valueTr: 'Modbus RTU', valueEn: 'Modbus RTU' },
          { nameTr: 'İletişim Hızı', nameEn: 'Baud Rate', valueTr: '2400 ... 115200 bit/s', valueEn: '2400 ... 115200 bit/s' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '85 ... 265 VAC/VDC', valueEn: '85 ... 265 VAC/VDC' },
          { nameTr: 'Ekran', nameEn: 'Display', valueTr: 'Arka aydınlatmalı LCD', valueEn: 'Backlit LCD' },
          { nameTr: 'Pano Kesiti', nameEn: 'Panel Cut-out', valueTr: '92 × 92 mm', valueEn: '92 × 92 mm' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP54 (ön), IP20 (arka)', valueEn: 'IP54 (front), IP20 (rear)' },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-10 °C ... +55 °C', valueEn: '-10 °C ... +55 °C' },
        ],
      },
    ],
    files: [
      { fileName: 'EA-300 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'EA-300 User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },
  {
    name: 'EA-500 Power Quality Analyzer',
    slug: 'ea-500-power-quality-analyzer',
    category: 'energy',
    shortDescriptionTr: `IEC 61000-4-30 Sınıf A uyumlu, EN 50160 raporlaması yapan ve gerilim olaylarını dalga şekliyle kaydeden güç kalitesi analizörü.`,
    shortDescriptionEn: `IEC 61000-4-30 Class A power quality analyzer that produces EN 50160 reports and records voltage events with waveforms.`,
    longDescriptionTr: `<p><strong>EA-500</strong>, enerji kalitesinin sözleşmesel veya teknik açıdan kanıtlanması gereken tesisler için geliştirilmiş üst segment bir güç kalitesi analizörüdür. IEC 61000-4-30 Sınıf A ölçüm yöntemleri sayesinde elde edilen sonuçlar, farklı cihazlar arasında karşılaştırılabilir ve raporlanabilir niteliktedir.</p>
<p>Gerilim çökmeleri, yükselmeleri ve kesintiler dalga şekli kaydıyla birlikte saklanır; 63. harmoniğe kadar harmonik ve ara harmonik analizi, kırpışma (flicker) ve dengesizlik ölçümleri yapılır. Cihaz, haftalık EN 50160 uygunluk raporlarını otomatik olarak oluşturur.</p>
<ul><li>Sınıf 0,2S aktif enerji ölçümü</li><li>63. harmoniğe kadar harmonik ve ara harmonik analizi</li><li>Gerilim olayları için 256 örnek/periyot dalga şekli kaydı</li><li>4 GB dahili kayıt belleği</li><li>Modbus TCP ve dahili web sunucusu</li></ul>`,
    longDescriptionEn: `<p>The <strong>EA-500</strong> is a high-end power quality analyzer for facilities that need to demonstrate power quality for contractual or technical purposes. Thanks to IEC 61000-4-30 Class A measurement methods, its results are comparable across instruments and suitable for formal reporting.</p>
<p>Voltage dips, swells and interruptions are stored together with waveform captures, and the device performs harmonic and interharmonic analysis up to the 63rd order as well as flicker and unbalance measurements. Weekly EN 50160 compliance reports are generated automatically.</p>
<ul><li>Class 0.2S active energy metering</li><li>Harmonic and interharmonic analysis up to the 63rd order</li><li>256 samples/cycle waveform capture for voltage events</li><li>4 GB internal logging memory</li><li>Modbus TCP and built-in web server</li></ul>`,
    specGroups: [
      {
        nameTr: 'Ölçüm',
        nameEn: 'Measurement',
        specs: [
          {
            nameTr: 'Ölçüm Standardı',
            nameEn: 'Measurement Standard',
            valueTr: 'IEC 61000-4-30 Sınıf A',
            valueEn: 'IEC 61000-4-30 Class A',
          },
          { nameTr: 'Aktif Enerji Doğruluğu', nameEn: 'Active Energy Accuracy', valueTr: 'Sınıf 0,2S', valueEn: 'Class 0.2S' },
          { nameTr: 'Gerilim Doğruluğu', nameEn: 'Voltage Accuracy', valueTr: '±%0,1', valueEn: '±0.1%' },
          {
            nameTr: 'Harmonik Analiz',
            nameEn: 'Harmonic Analysis',
            valueTr: '63. harmoniğe kadar, ara harmonikler dahil',
            valueEn: 'Up to the 63rd order, including interharmonics',
          },
          { nameTr: 'Örnekleme', nameEn: 'Sampling', valueTr: '256 örnek/periyot', valueEn: '256 samples/cycle' },
        ],
      },
      {
        nameTr: 'Kayıt ve Raporlama',
        nameEn: 'Logging and Reporting',
        specs: [
          { nameTr: 'Dahili Bellek', nameEn: 'Internal Memory', valueTr: '4 GB', valueEn: '4 GB' },
          {
            nameTr: 'Olay Kaydı',
            nameEn: 'Event Recording',
            valueTr: 'Çökme, yükselme, kesinti, geçici rejim',
            valueEn: 'Dips, swells, interruptions, transients',
          },
          {
            nameTr: 'Uygunluk Raporu',
            nameEn: 'Compliance Report',
            valueTr: 'EN 50160 (haftalık, otomatik)',
            valueEn: 'EN 50160 (weekly, automatic)',
          },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Ethernet', nameEn: 'Ethernet', valueTr: '1 × 10/100 Mbit/s, RJ45', valueEn: '1 × 10/100 Mbit/s, RJ45' },
          { nameTr: 'Seri Port', nameEn: 'Serial Port', valueTr: '1 × RS-485', valueEn: '1 × RS-485' },
          {
            nameTr: 'Protokoller',
            nameEn: 'Protocols',
            valueTr: 'Modbus RTU/TCP, HTTP, FTP, SNTP',
            valueEn: 'Modbus RTU/TCP, HTTP, FTP, SNTP',
          },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '85 ... 265 VAC/VDC', valueEn: '85 ... 265 VAC/VDC' },
          {
            nameTr: 'Gerilim Girişi',
            nameEn: 'Voltage Input',
            valueTr: '3 × 230/400 VAC, CAT III 600 V',
            valueEn: '3 × 230/400 VAC, CAT III 600 V',
          },
          { nameTr: 'Akım Girişi', nameEn: 'Current Input', valueTr: '4 × x/5 A (nötr dahil)', valueEn: '4 × x/5 A (including neutral)' },
        ],
      },
    ],
    files: [
      { fileName: 'EA-500 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'EA-500 User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },
  {
    name: 'EA-120 DIN-Rail Energy Meter',
    slug: 'ea-120-din-rail-energy-meter',
    category: 'energy',
    shortDescriptionTr: `80 A'e kadar doğrudan bağlantılı, 4 modül genişliğinde üç fazlı DIN ray enerji sayacı; alt sayaçlandırma projeleri için idealdir.`,
    shortDescriptionEn: `Four-module three-phase DIN-rail energy meter with direct connection up to 80 A, ideal for sub-metering projects.`,
    longDescriptionTr: `<p><strong>EA-120</strong>, kat panoları, üretim hatları ve kiracı bazlı tüketim takibi gibi alt sayaçlandırma uygulamaları için geliştirilmiş kompakt bir enerji sayacıdır. Akım trafosu gerektirmeden 80 A'e kadar doğrudan bağlanabilir ve yalnızca 4 modül genişliğinde yer kaplar.</p>
<p>Dört tarifeli enerji kaydı, üç zamanlı tarife yapısına sahip tesislerde gündüz, puant ve gece tüketimlerinin ayrı ayrı izlenmesini sağlar. Modbus RTU veya M-Bus seçenekleriyle mevcut bina otomasyonu ve enerji izleme sistemlerine kolayca entegre edilir.</p>
<p>Mühürlenebilir klemens kapakları ve MID uyumlu tasarımı sayesinde kiracılara yansıtılan faturalandırma uygulamalarında da güvenle kullanılabilir.</p>`,
    longDescriptionEn: `<p>The <strong>EA-120</strong> is a compact energy meter developed for sub-metering applications such as floor distribution boards, production lines and tenant-based consumption tracking. It connects directly up to 80 A without current transformers and occupies only four DIN modules.</p>
<p>Four-tariff energy registers allow day, peak and night consumption to be tracked separately in facilities billed on time-of-use tariffs. With Modbus RTU or M-Bus options, it integrates easily into existing building automation and energy monitoring systems.</p>
<p>Sealable terminal covers and a MID-compliant design make it a dependable choice for tenant billing applications as well.</p>`,
    specGroups: [
      {
        nameTr: 'Ölçüm',
        nameEn: 'Measurement',
        specs: [
          { nameTr: 'Bağlantı', nameEn: 'Connection', valueTr: '3 faz 4 telli, doğrudan', valueEn: '3-phase 4-wire, direct' },
          { nameTr: 'Akım (Iref/Imaks)', nameEn: 'Current (Iref/Imax)', valueTr: '5 A / 80 A', valueEn: '5 A / 80 A' },
          {
            nameTr: 'Aktif Enerji Doğruluğu',
            nameEn: 'Active Energy Accuracy',
            valueTr: 'Sınıf B (EN 50470-3)',
            valueEn: 'Class B (EN 50470-3)',
          },
          { nameTr: 'Tarife Sayısı', nameEn: 'Number of Tariffs', valueTr: '4', valueEn: '4' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          {
            nameTr: 'Arayüz',
            nameEn: 'Interface',
            valueTr: 'RS-485 veya M-Bus (sipariş seçeneği)',
            valueEn: 'RS-485 or M-Bus (ordering option)',
          },
          { nameTr: 'Protokol', nameEn: 'Protocol', valueTr: 'Modbus RTU / M-Bus (EN 13757)', valueEn: 'Modbus RTU / M-Bus (EN 13757)' },
          { nameTr: 'Darbe Çıkışı', nameEn: 'Pulse Output', valueTr: '1000 darbe/kWh', valueEn: '1000 pulses/kWh' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'Nominal Gerilim', nameEn: 'Rated Voltage', valueTr: '3 × 230/400 VAC', valueEn: '3 × 230/400 VAC' },
          { nameTr: 'Genişlik', nameEn: 'Width', valueTr: '4 modül (72 mm)', valueEn: '4 modules (72 mm)' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP51 (pano içinde)', valueEn: 'IP51 (in enclosure)' },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-25 °C ... +55 °C', valueEn: '-25 °C ... +55 °C' },
        ],
      },
    ],
    files: [{ fileName: 'EA-120 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' }],
  },

  // ───────────────────────────── amr ─────────────────────────────
  {
    name: 'AMR-200 LTE Meter Modem',
    slug: 'amr-200-lte-meter-modem',
    category: 'amr',
    shortDescriptionTr: `Elektrik sayaçlarının uzaktan okunması için geliştirilen, 2G yedeklemeli LTE Cat 1 sayaç modemi; OSOS uygulamalarıyla uyumludur.`,
    shortDescriptionEn: `LTE Cat 1 meter modem with 2G fallback for remote reading of electricity meters, compatible with AMR (OSOS) applications.`,
    longDescriptionTr: `<p><strong>AMR-200</strong>, elektronik elektrik sayaçlarının otomatik sayaç okuma (OSOS) sistemlerine bağlanması için tasarlanmış bir hücresel modemdir. RS-485 ve RS-232 portları üzerinden IEC 62056-21 ve DLMS/COSEM protokollerini şeffaf olarak taşır; böylece merkez yazılımı sayaca doğrudan bağlanmış gibi okuma yapabilir.</p>
<p>LTE Cat 1 bağlantısı, kapsama zayıf olduğunda otomatik olarak 2G şebekesine geçer. Modem, sayaç klemens kapağı altına sığacak kadar kompakt olup beslemesini doğrudan şebekeden alır. Enerji kesintisi durumunda dahili süperkapasitör sayesinde "son nefes" (last gasp) bildirimi gönderir.</p>
<ul><li>TCP sunucu/istemci ve SMS ile uyandırma modları</li><li>Uzaktan yapılandırma ve yazılım güncelleme (FOTA)</li><li>Enerji kesintisinde otomatik alarm bildirimi</li></ul>`,
    longDescriptionEn: `<p>The <strong>AMR-200</strong> is a cellular modem designed to connect electronic electricity meters to automatic meter reading (AMR) systems. It transparently carries IEC 62056-21 and DLMS/COSEM traffic over its RS-485 and RS-232 ports, so the head-end software can read the meter as if it were directly attached.</p>
<p>The LTE Cat 1 link automatically falls back to 2G when coverage is weak. The modem is compact enough to fit under the meter terminal cover and takes its power directly from the mains. In the event of a power outage, a built-in supercapacitor allows it to send a "last gasp" notification.</p>
<ul><li>TCP server/client and SMS wake-up modes</li><li>Remote configuration and firmware-over-the-air (FOTA) updates</li><li>Automatic alarm notification on power loss</li></ul>`,
    specGroups: [
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          {
            nameTr: 'Hücresel Teknoloji',
            nameEn: 'Cellular Technology',
            valueTr: 'LTE Cat 1, 2G yedekleme',
            valueEn: 'LTE Cat 1, 2G fallback',
          },
          { nameTr: 'Sayaç Arayüzleri', nameEn: 'Meter Interfaces', valueTr: '1 × RS-485, 1 × RS-232', valueEn: '1 × RS-485, 1 × RS-232' },
          {
            nameTr: 'Sayaç Protokolleri',
            nameEn: 'Meter Protocols',
            valueTr: 'IEC 62056-21, DLMS/COSEM (şeffaf)',
            valueEn: 'IEC 62056-21, DLMS/COSEM (transparent)',
          },
          {
            nameTr: 'Çalışma Modları',
            nameEn: 'Operating Modes',
            valueTr: 'TCP sunucu, TCP istemci, SMS uyandırma',
            valueEn: 'TCP server, TCP client, SMS wake-up',
          },
          { nameTr: 'SIM', nameEn: 'SIM', valueTr: 'Mini SIM veya dahili eSIM', valueEn: 'Mini SIM or embedded eSIM' },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '85 ... 300 VAC', valueEn: '85 ... 300 VAC' },
          {
            nameTr: 'Güç Tüketimi',
            nameEn: 'Power Consumption',
            valueTr: 'Bekleme < 0,8 W, iletim < 2 W',
            valueEn: 'Standby < 0.8 W, transmitting < 2 W',
          },
          {
            nameTr: 'Son Nefes Bildirimi',
            nameEn: 'Last Gasp Notification',
            valueTr: 'Var (süperkapasitör)',
            valueEn: 'Yes (supercapacitor)',
          },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-25 °C ... +70 °C', valueEn: '-25 °C ... +70 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP51', valueEn: 'IP51' },
          { nameTr: 'Anten', nameEn: 'Antenna', valueTr: 'Dahili, isteğe bağlı harici SMA', valueEn: 'Internal, optional external SMA' },
        ],
      },
    ],
    files: [
      { fileName: 'AMR-200 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'AMR-200 Installation Guide.pdf', fileTypeTr: 'Kurulum Kılavuzu', fileTypeEn: 'Installation Guide' },
    ],
  },
  {
    name: 'AMR-310 NB-IoT Pulse Modem',
    slug: 'amr-310-nb-iot-pulse-modem',
    category: 'amr',
    shortDescriptionTr: `Su, doğal gaz ve ısı sayaçlarının darbe çıkışlarını okuyan, 10 yıla kadar pil ömrü sunan IP67 korumalı NB-IoT modem.`,
    shortDescriptionEn: `IP67-rated NB-IoT modem that reads pulse outputs from water, gas and heat meters, with battery life of up to 10 years.`,
    longDescriptionTr: `<p><strong>AMR-310</strong>, elektrik beslemesinin bulunmadığı noktalardaki su, doğal gaz ve ısı sayaçlarını uzaktan izlemek için geliştirilmiş pilli bir NB-IoT modemdir. İki bağımsız darbe girişi sayesinde tek bir modemle iki sayaç okunabilir.</p>
<p>Cihaz, ayarlanabilir aralıklarla sayaç endekslerini kaydeder ve günde bir kez toplu olarak gönderir. Bu akıllı iletim stratejisi sayesinde dahili lityum pil, tipik kullanımda 10 yıla kadar hizmet verir. Kaçak, ters akış ve manyetik müdahale gibi durumlarda ise anında alarm gönderilir.</p>
<ul><li>NB-IoT ve LTE-M desteği</li><li>2 adet darbe girişi (kuru kontak veya açık kollektör)</li><li>Kaçak ve manyetik müdahale algılama</li><li>MQTT-SN ve CoAP ile hafif veri iletimi</li></ul>`,
    longDescriptionEn: `<p>The <strong>AMR-310</strong> is a battery-powered NB-IoT modem for remote monitoring of water, gas and heat meters at locations without mains power. Two independent pulse inputs allow a single modem to read two meters.</p>
<p>The device logs meter indexes at configurable intervals and sends them in a single batch once a day. Thanks to this smart transmission strategy, the internal lithium battery lasts up to 10 years in typical use. Leakage, reverse flow and magnetic tampering trigger immediate alarms.</p>
<ul><li>NB-IoT and LTE-M support</li><li>2 pulse inputs (dry contact or open collector)</li><li>Leakage and magnetic tamper detection</li><li>Lightweight data transfer with MQTT-SN and CoAP</li></ul>`,
    specGroups: [
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          {
            nameTr: 'Hücresel Teknoloji',
            nameEn: 'Cellular Technology',
            valueTr: 'NB-IoT / LTE-M (Cat M1)',
            valueEn: 'NB-IoT / LTE-M (Cat M1)',
          },
          { nameTr: 'Protokoller', nameEn: 'Protocols', valueTr: 'MQTT-SN, CoAP, UDP', valueEn: 'MQTT-SN, CoAP, UDP' },
          {
            nameTr: 'Darbe Girişleri',
            nameEn: 'Pulse Inputs',
            valueTr: '2 × kuru kontak / açık kollektör',
            valueEn: '2 × dry contact / open collector',
          },
          { nameTr: 'Maksimum Darbe Frekansı', nameEn: 'Maximum Pulse Frequency', valueTr: '100 Hz', valueEn: '100 Hz' },
        ],
      },
      {
        nameTr: 'Güç',
        nameEn: 'Power',
        specs: [
          { nameTr: 'Pil', nameEn: 'Battery', valueTr: '3,6 V lityum (Li-SOCl₂), 19 Ah', valueEn: '3.6 V lithium (Li-SOCl₂), 19 Ah' },
          {
            nameTr: 'Pil Ömrü',
            nameEn: 'Battery Life',
            valueTr: '10 yıla kadar (günde 1 iletim)',
            valueEn: 'Up to 10 years (1 transmission per day)',
          },
          { nameTr: 'Düşük Pil Uyarısı', nameEn: 'Low Battery Warning', valueTr: 'Var', valueEn: 'Yes' },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-20 °C ... +60 °C', valueEn: '-20 °C ... +60 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP67', valueEn: 'IP67' },
          {
            nameTr: 'Gövde Malzemesi',
            nameEn: 'Housing Material',
            valueTr: 'UV dayanımlı polikarbonat',
            valueEn: 'UV-resistant polycarbonate',
          },
        ],
      },
    ],
    files: [{ fileName: 'AMR-310 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' }],
  },
  {
    name: 'AMR-450 Data Concentrator',
    slug: 'amr-450-data-concentrator',
    category: 'amr',
    shortDescriptionTr: `RS-485 ve M-Bus hattındaki 32 sayaca kadar yük profili ve endeks verisini zamanlanmış olarak okuyup merkeze ileten veri yoğunlaştırıcı.`,
    shortDescriptionEn: `Data concentrator that reads load profiles and register values from up to 32 meters on RS-485 and M-Bus lines on a schedule and sends them to the head-end.`,
    longDescriptionTr: `<p><strong>AMR-450</strong>, organize sanayi bölgeleri, alışveriş merkezleri ve çok kiracılı binalar gibi çok sayıda sayacın bulunduğu sahalarda okuma maliyetini düşürmek için tasarlanmış bir veri yoğunlaştırıcıdır. Her sayaca ayrı modem takmak yerine, tek bir cihaz tüm sayaçları yerel hat üzerinden okur.</p>
<p>Cihaz, tanımlanan zaman planına göre 15 dakikalık yük profillerini, endeksleri ve olay kayıtlarını sayaçlardan toplar; verileri yerel olarak saklar ve LTE veya Ethernet üzerinden merkez sisteme iletir. Okunamayan sayaçlar için otomatik yeniden deneme yapılır ve durum raporu oluşturulur.</p>
<p>Dahili web arayüzü sayesinde sahadaki teknisyen, dizüstü bilgisayarıyla bağlanarak sayaç listesini ve son okuma sonuçlarını anında kontrol edebilir.</p>`,
    longDescriptionEn: `<p>The <strong>AMR-450</strong> is a data concentrator designed to lower reading costs at sites with many meters, such as organised industrial zones, shopping centres and multi-tenant buildings. Instead of fitting a modem to every meter, a single device reads all meters over a local bus.</p>
<p>Following a defined schedule, the device collects 15-minute load profiles, register values and event logs from the meters, stores the data locally and forwards it to the head-end system over LTE or Ethernet. Meters that cannot be read are retried automatically and a status report is generated.</p>
<p>With the built-in web interface, field technicians can connect a laptop and check the meter list and the latest reading results on the spot.</p>`,
    specGroups: [
      {
        nameTr: 'Sayaç Okuma',
        nameEn: 'Meter Reading',
        specs: [
          { nameTr: 'Maksimum Sayaç', nameEn: 'Maximum Meters', valueTr: '32', valueEn: '32' },
          {
            nameTr: 'Sayaç Arayüzleri',
            nameEn: 'Meter Interfaces',
            valueTr: '2 × RS-485, 1 × M-Bus ana (20 yük birimi)',
            valueEn: '2 × RS-485, 1 × M-Bus master (20 unit loads)',
          },
          {
            nameTr: 'Sayaç Protokolleri',
            nameEn: 'Meter Protocols',
            valueTr: 'IEC 62056-21, DLMS/COSEM, M-Bus, Modbus RTU',
            valueEn: 'IEC 62056-21, DLMS/COSEM, M-Bus, Modbus RTU',
          },
          {
            nameTr: 'Yük Profili Periyodu',
            nameEn: 'Load Profile Period',
            valueTr: '15 dk (ayarlanabilir)',
            valueEn: '15 min (configurable)',
          },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          {
            nameTr: 'Üst Bağlantı',
            nameEn: 'Uplink',
            valueTr: '4G LTE Cat 1 ve 10/100 Ethernet',
            valueEn: '4G LTE Cat 1 and 10/100 Ethernet',
          },
          {
            nameTr: 'Merkez Protokolleri',
            nameEn: 'Head-end Protocols',
            valueTr: 'FTP/SFTP, MQTT, HTTPS (REST)',
            valueEn: 'FTP/SFTP, MQTT, HTTPS (REST)',
          },
          { nameTr: 'Yerel Depolama', nameEn: 'Local Storage', valueTr: '90 günlük yük profili', valueEn: '90 days of load profiles' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '100 ... 240 VAC', valueEn: '100 ... 240 VAC' },
          { nameTr: 'Montaj', nameEn: 'Mounting', valueTr: 'DIN ray (9 modül)', valueEn: 'DIN rail (9 modules)' },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-25 °C ... +60 °C', valueEn: '-25 °C ... +60 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP20', valueEn: 'IP20' },
        ],
      },
    ],
    files: [
      { fileName: 'AMR-450 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'AMR-450 User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },

  // ───────────────────────────── control ─────────────────────────────
  {
    name: 'ERC-12 Reactive Power Controller',
    slug: 'erc-12-reactive-power-controller',
    category: 'control',
    shortDescriptionTr: `Üç fazdan ölçüm yapan, 12 kademeli reaktif güç kontrol rölesi; endüktif ve kapasitif oranları ceza sınırlarının altında tutar.`,
    shortDescriptionEn: `12-step reactive power controller with three-phase measurement that keeps inductive and capacitive ratios below penalty limits.`,
    longDescriptionTr: `<p><strong>ERC-12</strong>, kompanzasyon panolarında kondansatör ve şönt reaktör kademelerini otomatik olarak devreye alıp çıkaran akıllı bir reaktif güç kontrol rölesidir. Her üç fazdan ayrı ayrı akım ve gerilim ölçerek dengesiz yüklü tesislerde bile doğru kompanzasyon sağlar.</p>
<p>Cihaz, anlık güç faktörünün yanı sıra dönemsel endüktif ve kapasitif reaktif enerji oranlarını da takip eder; oranlar sınıra yaklaştığında kademe stratejisini buna göre uyarlar. Kademe güçlerini devreye alma sırasında otomatik olarak tanır ve kondansatör güç kaybını izleyerek bakım ihtiyacını önceden bildirir.</p>
<ul><li>12 röle kademesi, isteğe bağlı SVC sürücü çıkışı</li><li>Endüktif/kapasitif oran takibi ve alarm</li><li>Kademe gücü otomatik tanıma ve kondansatör yaşlanma izleme</li><li>RS-485 üzerinden Modbus RTU ile uzaktan izleme</li></ul>`,
    longDescriptionEn: `<p>The <strong>ERC-12</strong> is an intelligent reactive power controller that automatically switches capacitor and shunt reactor steps in power factor correction panels. By measuring current and voltage separately on all three phases, it delivers accurate compensation even in facilities with unbalanced loads.</p>
<p>In addition to the instantaneous power factor, the device tracks periodic inductive and capacitive reactive energy ratios and adapts its switching strategy as the ratios approach their limits. It detects step ratings automatically during commissioning and monitors capacitor power loss to flag maintenance needs in advance.</p>
<ul><li>12 relay steps, optional SVC driver output</li><li>Inductive/capacitive ratio tracking and alarms</li><li>Automatic step detection and capacitor ageing monitoring</li><li>Remote monitoring via Modbus RTU over RS-485</li></ul>`,
    specGroups: [
      {
        nameTr: 'Kontrol',
        nameEn: 'Control',
        specs: [
          { nameTr: 'Kademe Sayısı', nameEn: 'Number of Steps', valueTr: '12 röle çıkışı', valueEn: '12 relay outputs' },
          { nameTr: 'Röle Kapasitesi', nameEn: 'Relay Rating', valueTr: '5 A, 250 VAC', valueEn: '5 A, 250 VAC' },
          {
            nameTr: 'Hedef Güç Faktörü',
            nameEn: 'Target Power Factor',
            valueTr: '0,80 endüktif ... 0,80 kapasitif',
            valueEn: '0.80 inductive ... 0.80 capacitive',
          },
          {
            nameTr: 'Kademe Geçiş Süresi',
            nameEn: 'Switching Delay',
            valueTr: '1 ... 600 s (ayarlanabilir)',
            valueEn: '1 ... 600 s (configurable)',
          },
        ],
      },
      {
        nameTr: 'Ölçüm',
        nameEn: 'Measurement',
        specs: [
          {
            nameTr: 'Ölçüm Girişleri',
            nameEn: 'Measurement Inputs',
            valueTr: '3 faz gerilim, 3 faz akım (x/5 A)',
            valueEn: '3-phase voltage, 3-phase current (x/5 A)',
          },
          {
            nameTr: 'Ölçülen Parametreler',
            nameEn: 'Measured Parameters',
            valueTr: 'V, I, P, Q, S, cos φ, THD',
            valueEn: 'V, I, P, Q, S, cos φ, THD',
          },
          { nameTr: 'Doğruluk', nameEn: 'Accuracy', valueTr: '±%1', valueEn: '±1%' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          {
            nameTr: 'Besleme Gerilimi',
            nameEn: 'Supply Voltage',
            valueTr: '220 ... 240 VAC, 50/60 Hz',
            valueEn: '220 ... 240 VAC, 50/60 Hz',
          },
          { nameTr: 'Haberleşme', nameEn: 'Communication', valueTr: 'RS-485, Modbus RTU', valueEn: 'RS-485, Modbus RTU' },
          { nameTr: 'Boyutlar', nameEn: 'Dimensions', valueTr: '144 × 144 mm (pano tipi)', valueEn: '144 × 144 mm (panel mount)' },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-10 °C ... +55 °C', valueEn: '-10 °C ... +55 °C' },
        ],
      },
    ],
    files: [
      { fileName: 'ERC-12 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'ERC-12 User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },
  {
    name: 'ELM-140 Load Management Controller',
    slug: 'elm-140-load-management-controller',
    category: 'control',
    shortDescriptionTr: `Anlık talebi izleyerek öncelikli yükleri kademeli olarak devreden çıkaran ve sözleşme gücü aşımlarını önleyen yük yönetim kontrolörü.`,
    shortDescriptionEn: `Load management controller that monitors real-time demand and sheds prioritised loads step by step to prevent exceeding the contracted power.`,
    longDescriptionTr: `<p><strong>ELM-140</strong>, tesisin anlık güç talebini sürekli izleyerek sözleşme gücü aşımlarını ve buna bağlı ek maliyetleri önlemek için geliştirilmiş bir yük yönetim kontrolörüdür. Talep tahmin algoritması, dönem sonunda oluşacak ortalama gücü önceden hesaplar ve gerektiğinde müdahale eder.</p>
<p>Klima santralleri, su ısıtıcıları ve kompresörler gibi ertelenebilir yükler öncelik sırasına göre geçici olarak devreden çıkarılır, talep düştüğünde ise yeniden devreye alınır. Haftalık zaman programları sayesinde puant saatlerde enerji yoğun işlemler otomatik olarak sınırlandırılabilir.</p>
<ul><li>8 röle çıkışı ile öncelikli yük atma</li><li>Talep tahmini ve sözleşme gücü takibi</li><li>Haftalık ve tatil günü zaman programları</li><li>Modbus TCP ve MQTT ile enerji yönetim sistemlerine entegrasyon</li></ul>`,
    longDescriptionEn: `<p>The <strong>ELM-140</strong> is a load management controller that continuously monitors a facility's real-time power demand to prevent exceeding the contracted power and the extra costs that come with it. Its demand forecasting algorithm predicts the average power at the end of the demand period and intervenes when necessary.</p>
<p>Deferrable loads such as air handling units, water heaters and compressors are temporarily switched off in order of priority and brought back online when demand falls. Weekly schedules make it possible to automatically limit energy-intensive processes during peak hours.</p>
<ul><li>Priority-based load shedding with 8 relay outputs</li><li>Demand forecasting and contracted power tracking</li><li>Weekly and holiday schedules</li><li>Integration with energy management systems via Modbus TCP and MQTT</li></ul>`,
    specGroups: [
      {
        nameTr: 'Kontrol',
        nameEn: 'Control',
        specs: [
          { nameTr: 'Röle Çıkışları', nameEn: 'Relay Outputs', valueTr: '8 × 8 A, 250 VAC', valueEn: '8 × 8 A, 250 VAC' },
          {
            nameTr: 'Dijital Girişler',
            nameEn: 'Digital Inputs',
            valueTr: '4 × 24 VDC (darbe sayacı destekli)',
            valueEn: '4 × 24 VDC (pulse counting supported)',
          },
          { nameTr: 'Talep Periyodu', nameEn: 'Demand Period', valueTr: '15 dk (ayarlanabilir)', valueEn: '15 min (configurable)' },
          { nameTr: 'Zaman Programı', nameEn: 'Scheduling', valueTr: 'Haftalık, 32 tatil günü', valueEn: 'Weekly, 32 holidays' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Ethernet', nameEn: 'Ethernet', valueTr: '1 × 10/100 Mbit/s, RJ45', valueEn: '1 × 10/100 Mbit/s, RJ45' },
          {
            nameTr: 'Seri Port',
            nameEn: 'Serial Port',
            valueTr: '1 × RS-485 (analizör okuma için)',
            valueEn: '1 × RS-485 (for reading analyzers)',
          },
          { nameTr: 'Protokoller', nameEn: 'Protocols', valueTr: 'Modbus RTU/TCP, MQTT', valueEn: 'Modbus RTU/TCP, MQTT' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          {
            nameTr: 'Besleme Gerilimi',
            nameEn: 'Supply Voltage',
            valueTr: '24 VDC ±%10 veya 100 ... 240 VAC',
            valueEn: '24 VDC ±10% or 100 ... 240 VAC',
          },
          { nameTr: 'Ekran', nameEn: 'Display', valueTr: '3,5" dokunmatik renkli ekran', valueEn: '3.5" colour touchscreen' },
          { nameTr: 'Montaj', nameEn: 'Mounting', valueTr: 'DIN ray', valueEn: 'DIN rail' },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-10 °C ... +55 °C', valueEn: '-10 °C ... +55 °C' },
        ],
      },
    ],
    files: [{ fileName: 'ELM-140 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' }],
  },
  {
    name: 'ECU-220 Remote Control Unit',
    slug: 'ecu-220-remote-control-unit',
    category: 'control',
    shortDescriptionTr: `Pompa istasyonları, jeneratörler ve uzak tesisler için dahili LTE modemli, SMS ve MQTT alarm bildirimli uzaktan izleme ve kumanda ünitesi.`,
    shortDescriptionEn: `Remote monitoring and control unit with a built-in LTE modem and SMS/MQTT alarm notifications for pump stations, generators and remote sites.`,
    longDescriptionTr: `<p><strong>ECU-220</strong>, personelin sürekli bulunmadığı pompa istasyonları, baz istasyonları, jeneratör sahaları ve depolar için tasarlanmış kompakt bir uzaktan izleme ve kumanda ünitesidir. Dijital ve analog girişleri, röle çıkışları ve dahili LTE modemiyle ek donanıma gerek kalmadan sahayı merkeze bağlar.</p>
<p>Kapı açılması, enerji kesintisi, seviye veya basınç alarmı gibi olaylarda yetkili kişilere SMS gönderilir ve olay eş zamanlı olarak MQTT ile merkez sisteme iletilir. Yetkili telefon numaralarından gönderilen SMS komutlarıyla veya merkez yazılımından pompalar ve vanalar uzaktan kumanda edilebilir.</p>
<p>Basit mantık kuralları cihaz üzerinde tanımlanabildiği için, haberleşme kesilse bile örneğin seviye kontrollü pompa çalıştırma gibi temel işlevler sürdürülür.</p>`,
    longDescriptionEn: `<p>The <strong>ECU-220</strong> is a compact remote monitoring and control unit designed for unmanned pump stations, cell sites, generator yards and warehouses. With digital and analog inputs, relay outputs and a built-in LTE modem, it connects the site to the control centre without additional hardware.</p>
<p>On events such as a door opening, a power outage, or a level or pressure alarm, SMS messages are sent to authorised personnel while the event is simultaneously reported to the central system via MQTT. Pumps and valves can be operated remotely through SMS commands from authorised phone numbers or from the central software.</p>
<p>Because simple logic rules can be defined on the device itself, basic functions such as level-controlled pump operation continue even if communication is lost.</p>`,
    specGroups: [
      {
        nameTr: 'Giriş/Çıkış',
        nameEn: 'Inputs/Outputs',
        specs: [
          {
            nameTr: 'Dijital Girişler',
            nameEn: 'Digital Inputs',
            valueTr: '8 × 12 ... 24 VDC, optik izoleli',
            valueEn: '8 × 12 ... 24 VDC, opto-isolated',
          },
          { nameTr: 'Röle Çıkışları', nameEn: 'Relay Outputs', valueTr: '4 × 5 A, 250 VAC', valueEn: '4 × 5 A, 250 VAC' },
          { nameTr: 'Analog Girişler', nameEn: 'Analog Inputs', valueTr: '2 × 0–10 V / 4–20 mA', valueEn: '2 × 0–10 V / 4–20 mA' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Hücresel', nameEn: 'Cellular', valueTr: '4G LTE Cat 1, 2G yedekleme', valueEn: '4G LTE Cat 1, 2G fallback' },
          { nameTr: 'Seri Port', nameEn: 'Serial Port', valueTr: '1 × RS-485 (Modbus RTU ana)', valueEn: '1 × RS-485 (Modbus RTU master)' },
          { nameTr: 'Protokoller', nameEn: 'Protocols', valueTr: 'MQTT, Modbus TCP, SMS', valueEn: 'MQTT, Modbus TCP, SMS' },
          { nameTr: 'Yetkili Numara Sayısı', nameEn: 'Authorised Numbers', valueTr: '16', valueEn: '16' },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '12 ... 24 VDC', valueEn: '12 ... 24 VDC' },
          {
            nameTr: 'Yedek Akü Girişi',
            nameEn: 'Backup Battery Input',
            valueTr: 'Var (şarj devreli)',
            valueEn: 'Yes (with charging circuit)',
          },
          { nameTr: 'Güç Tüketimi', nameEn: 'Power Consumption', valueTr: '< 3 W', valueEn: '< 3 W' },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-25 °C ... +65 °C', valueEn: '-25 °C ... +65 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP20', valueEn: 'IP20' },
        ],
      },
    ],
    files: [
      { fileName: 'ECU-220 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'ECU-220 User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },

  // ───────────────────────────── io ─────────────────────────────
  {
    name: 'EIO-16DI Digital Input Module',
    slug: 'eio-16di-digital-input-module',
    category: 'io',
    shortDescriptionTr: `16 optik izoleli dijital girişe sahip, darbe sayma özellikli Modbus RTU giriş modülü.`,
    shortDescriptionEn: `Modbus RTU input module with 16 opto-isolated digital inputs and pulse counting capability.`,
    longDescriptionTr: `<p><strong>EIO-16DI</strong>, kesici konumları, arıza kontakları ve sayaç darbe çıkışları gibi dijital sinyalleri toplayarak RS-485 hattı üzerinden Modbus RTU ile sunan bir giriş modülüdür. Ağ geçitleri, PLC'ler ve SCADA sistemleriyle kolayca kullanılabilir.</p>
<p>Her giriş, 1 kHz frekansa kadar darbe sayabilir ve sayaç değerleri enerji kesintisinde kaybolmaz. Böylece modül, su, gaz ve elektrik sayaçlarının darbe çıkışlarını okuyan ekonomik bir alt sayaçlandırma çözümü olarak da kullanılabilir.</p>
<ul><li>16 × 24 VDC dijital giriş, grup başına optik izolasyon</li><li>1 kHz darbe sayma, kalıcı sayaç belleği</li><li>Her giriş için LED durum göstergesi</li><li>Ön panelden adres ve iletişim hızı ayarı</li></ul>`,
    longDescriptionEn: `<p>The <strong>EIO-16DI</strong> is an input module that collects digital signals such as breaker positions, fault contacts and meter pulse outputs and makes them available via Modbus RTU over an RS-485 line. It works seamlessly with gateways, PLCs and SCADA systems.</p>
<p>Every input can count pulses up to 1 kHz, and counter values are retained during power outages. This makes the module an economical sub-metering solution for reading the pulse outputs of water, gas and electricity meters.</p>
<ul><li>16 × 24 VDC digital inputs, opto-isolated per group</li><li>1 kHz pulse counting with non-volatile counter memory</li><li>LED status indicator for each input</li><li>Address and baud rate set from the front panel</li></ul>`,
    specGroups: [
      {
        nameTr: 'Girişler',
        nameEn: 'Inputs',
        specs: [
          { nameTr: 'Giriş Sayısı', nameEn: 'Number of Inputs', valueTr: '16', valueEn: '16' },
          { nameTr: 'Giriş Gerilimi', nameEn: 'Input Voltage', valueTr: '24 VDC (lojik 1: > 15 V)', valueEn: '24 VDC (logic 1: > 15 V)' },
          { nameTr: 'Darbe Sayma Frekansı', nameEn: 'Pulse Counting Frequency', valueTr: 'En fazla 1 kHz', valueEn: 'Up to 1 kHz' },
          { nameTr: 'İzolasyon', nameEn: 'Isolation', valueTr: '2,5 kV (optik)', valueEn: '2.5 kV (optical)' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Arayüz', nameEn: 'Interface', valueTr: 'RS-485', valueEn: 'RS-485' },
          { nameTr: 'Protokol', nameEn: 'Protocol', valueTr: 'Modbus RTU', valueEn: 'Modbus RTU' },
          { nameTr: 'İletişim Hızı', nameEn: 'Baud Rate', valueTr: '1200 ... 115200 bit/s', valueEn: '1200 ... 115200 bit/s' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '24 VDC ±%20', valueEn: '24 VDC ±20%' },
          { nameTr: 'Montaj', nameEn: 'Mounting', valueTr: 'DIN ray (35 mm)', valueEn: 'DIN rail (35 mm)' },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-20 °C ... +60 °C', valueEn: '-20 °C ... +60 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP20', valueEn: 'IP20' },
        ],
      },
    ],
    files: [{ fileName: 'EIO-16DI Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' }],
  },
  {
    name: 'EIO-8RO Relay Output Module',
    slug: 'eio-8ro-relay-output-module',
    category: 'io',
    shortDescriptionTr: `8 adet 5 A röle çıkışına sahip, haberleşme kesildiğinde çıkışları güvenli konuma alan Modbus RTU çıkış modülü.`,
    shortDescriptionEn: `Modbus RTU output module with eight 5 A relay outputs that switch to a safe state when communication is lost.`,
    longDescriptionTr: `<p><strong>EIO-8RO</strong>, kontaktörler, motor yol vericileri, aydınlatma devreleri ve alarm sinyalleri gibi yüklerin uzaktan kumandası için geliştirilmiş 8 kanallı bir röle çıkış modülüdür. Modbus RTU üzerinden gelen komutlarla her çıkış bağımsız olarak veya darbe modunda sürülebilir.</p>
<p>Dahili haberleşme bekçisi (watchdog), ana cihazdan belirlenen süre boyunca komut gelmediğinde çıkışları önceden tanımlanmış güvenli konuma getirir. Bu özellik, haberleşme arızalarında sahadaki ekipmanın kontrolsüz kalmasını önler.</p>
<p>Her rölenin anahtarlama sayısı kaydedilir; böylece röle ömrü izlenebilir ve bakım planlaması kolaylaşır.</p>`,
    longDescriptionEn: `<p>The <strong>EIO-8RO</strong> is an 8-channel relay output module for remote control of loads such as contactors, motor starters, lighting circuits and alarm signals. Each output can be driven independently or in pulse mode through Modbus RTU commands.</p>
<p>A built-in communication watchdog switches the outputs to a predefined safe state if no command is received from the master within a set period. This prevents field equipment from being left uncontrolled during communication failures.</p>
<p>The switching count of every relay is recorded, making it possible to track relay life and simplify maintenance planning.</p>`,
    specGroups: [
      {
        nameTr: 'Çıkışlar',
        nameEn: 'Outputs',
        specs: [
          { nameTr: 'Çıkış Sayısı', nameEn: 'Number of Outputs', valueTr: '8 × röle (NO)', valueEn: '8 × relay (NO)' },
          {
            nameTr: 'Kontak Kapasitesi',
            nameEn: 'Contact Rating',
            valueTr: '5 A, 250 VAC / 5 A, 30 VDC',
            valueEn: '5 A, 250 VAC / 5 A, 30 VDC',
          },
          { nameTr: 'Mekanik Ömür', nameEn: 'Mechanical Life', valueTr: '10.000.000 anahtarlama', valueEn: '10,000,000 operations' },
          { nameTr: 'Güvenli Konum (Watchdog)', nameEn: 'Safe State (Watchdog)', valueTr: 'Var, 1 ... 255 s', valueEn: 'Yes, 1 ... 255 s' },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Arayüz', nameEn: 'Interface', valueTr: 'RS-485 (izole)', valueEn: 'RS-485 (isolated)' },
          { nameTr: 'Protokol', nameEn: 'Protocol', valueTr: 'Modbus RTU', valueEn: 'Modbus RTU' },
          { nameTr: 'Adres Aralığı', nameEn: 'Address Range', valueTr: '1 ... 247', valueEn: '1 ... 247' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '24 VDC ±%20', valueEn: '24 VDC ±20%' },
          {
            nameTr: 'Güç Tüketimi',
            nameEn: 'Power Consumption',
            valueTr: '< 3,5 W (tüm röleler çekili)',
            valueEn: '< 3.5 W (all relays energised)',
          },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-20 °C ... +60 °C', valueEn: '-20 °C ... +60 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP20', valueEn: 'IP20' },
        ],
      },
    ],
    files: [{ fileName: 'EIO-8RO Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' }],
  },
  {
    name: 'EIO-8AI Analog Input Module',
    slug: 'eio-8ai-analog-input-module',
    category: 'io',
    shortDescriptionTr: `Gerilim ve akım sinyallerini 16 bit çözünürlükle ölçen, çift Ethernet portlu 8 kanallı Modbus TCP analog giriş modülü.`,
    shortDescriptionEn: `8-channel Modbus TCP analog input module with dual Ethernet ports that measures voltage and current signals at 16-bit resolution.`,
    longDescriptionTr: `<p><strong>EIO-8AI</strong>, sıcaklık, basınç, debi ve seviye transmitterlerinden gelen analog sinyalleri yüksek doğrulukla ölçmek için tasarlanmış 8 kanallı bir giriş modülüdür. Her kanal yazılım üzerinden 0–10 V, 0–20 mA veya 4–20 mA olarak ayrı ayrı yapılandırılabilir.</p>
<p>Çift Ethernet portu ve dahili anahtar sayesinde modüller birbirine zincir şeklinde bağlanabilir; bu da pano içi kablolamayı ve ek switch ihtiyacını azaltır. Ölçümler mühendislik birimlerine ölçeklendirilmiş olarak Modbus TCP register'larında sunulur.</p>
<ul><li>8 kanal, kanal başına yapılandırılabilir giriş tipi</li><li>16 bit çözünürlük, ±%0,1 doğruluk</li><li>4–20 mA hat kopukluğu algılama</li><li>Zincir bağlantı için dahili 2 portlu Ethernet anahtar</li></ul>`,
    longDescriptionEn: `<p>The <strong>EIO-8AI</strong> is an 8-channel input module designed to measure analog signals from temperature, pressure, flow and level transmitters with high accuracy. Each channel can be configured individually in software as 0–10 V, 0–20 mA or 4–20 mA.</p>
<p>Dual Ethernet ports with an integrated switch allow modules to be daisy-chained, reducing in-panel wiring and the need for extra switches. Measurements are presented in Modbus TCP registers, already scaled to engineering units.</p>
<ul><li>8 channels, input type configurable per channel</li><li>16-bit resolution, ±0.1% accuracy</li><li>4–20 mA wire-break detection</li><li>Integrated 2-port Ethernet switch for daisy-chaining</li></ul>`,
    specGroups: [
      {
        nameTr: 'Girişler',
        nameEn: 'Inputs',
        specs: [
          { nameTr: 'Kanal Sayısı', nameEn: 'Number of Channels', valueTr: '8', valueEn: '8' },
          { nameTr: 'Giriş Tipleri', nameEn: 'Input Types', valueTr: '0–10 V, 0–20 mA, 4–20 mA', valueEn: '0–10 V, 0–20 mA, 4–20 mA' },
          { nameTr: 'Çözünürlük', nameEn: 'Resolution', valueTr: '16 bit', valueEn: '16-bit' },
          { nameTr: 'Doğruluk', nameEn: 'Accuracy', valueTr: '±%0,1 (tam skala)', valueEn: '±0.1% (full scale)' },
          {
            nameTr: 'Örnekleme Hızı',
            nameEn: 'Sampling Rate',
            valueTr: '10 örnek/s (kanal başına)',
            valueEn: '10 samples/s (per channel)',
          },
        ],
      },
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          {
            nameTr: 'Ethernet',
            nameEn: 'Ethernet',
            valueTr: '2 × 10/100 Mbit/s (dahili anahtar)',
            valueEn: '2 × 10/100 Mbit/s (integrated switch)',
          },
          { nameTr: 'Protokoller', nameEn: 'Protocols', valueTr: 'Modbus TCP, MQTT', valueEn: 'Modbus TCP, MQTT' },
          { nameTr: 'Yapılandırma', nameEn: 'Configuration', valueTr: 'Web arayüzü', valueEn: 'Web interface' },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '24 VDC ±%20', valueEn: '24 VDC ±20%' },
          {
            nameTr: 'İzolasyon',
            nameEn: 'Isolation',
            valueTr: '1,5 kV (giriş–besleme–haberleşme)',
            valueEn: '1.5 kV (input–supply–communication)',
          },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-20 °C ... +60 °C', valueEn: '-20 °C ... +60 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP20', valueEn: 'IP20' },
        ],
      },
    ],
    files: [
      { fileName: 'EIO-8AI Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'EIO-8AI User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },

  // ───────────────────────────── network ─────────────────────────────
  {
    name: 'ENS-8G Managed Switch',
    slug: 'ens-8g-managed-switch',
    category: 'network',
    shortDescriptionTr: `8 Gigabit bakır ve 2 SFP portlu, 20 ms altında halka kurtarma süresi sunan yönetilebilir endüstriyel Ethernet anahtarı.`,
    shortDescriptionEn: `Managed industrial Ethernet switch with 8 Gigabit copper and 2 SFP ports, offering ring recovery in under 20 ms.`,
    longDescriptionTr: `<p><strong>ENS-8G</strong>, trafo merkezleri, üretim tesisleri ve enerji santrallerindeki kritik haberleşme ağları için geliştirilmiş, yönetilebilir bir endüstriyel Ethernet anahtarıdır. 8 Gigabit bakır portun yanı sıra 2 SFP yuvası sayesinde uzak noktalar fiber optik kabloyla bağlanabilir.</p>
<p>Halka topolojisinde bir bağlantı koptuğunda ağ 20 ms içinde kendini yeniden yapılandırır; böylece SCADA ve kontrol trafiği kesintisiz devam eder. VLAN, QoS ve IGMP snooping gibi özellikler OT trafiğinin ayrıştırılmasını ve önceliklendirilmesini sağlarken, SNMPv3 ve 802.1X ile güvenli yönetim mümkün olur.</p>
<ul><li>8 × 10/100/1000 RJ45 + 2 × 1G SFP</li><li>20 ms altında halka kurtarma, RSTP/MSTP</li><li>VLAN, QoS, IGMP snooping, port yansıtma</li><li>Yedekli 12 ... 48 VDC besleme girişi</li></ul>`,
    longDescriptionEn: `<p>The <strong>ENS-8G</strong> is a managed industrial Ethernet switch developed for critical communication networks in substations, manufacturing plants and power stations. In addition to 8 Gigabit copper ports, two SFP slots allow remote points to be connected with fibre-optic cable.</p>
<p>When a link in a ring topology fails, the network reconfigures itself within 20 ms, so SCADA and control traffic continue uninterrupted. Features such as VLANs, QoS and IGMP snooping segregate and prioritise OT traffic, while SNMPv3 and 802.1X enable secure management.</p>
<ul><li>8 × 10/100/1000 RJ45 + 2 × 1G SFP</li><li>Ring recovery under 20 ms, RSTP/MSTP</li><li>VLAN, QoS, IGMP snooping, port mirroring</li><li>Redundant 12 ... 48 VDC power inputs</li></ul>`,
    specGroups: [
      {
        nameTr: 'Portlar',
        nameEn: 'Ports',
        specs: [
          {
            nameTr: 'Bakır Portlar',
            nameEn: 'Copper Ports',
            valueTr: '8 × 10/100/1000 Mbit/s, RJ45',
            valueEn: '8 × 10/100/1000 Mbit/s, RJ45',
          },
          { nameTr: 'Fiber Portlar', nameEn: 'Fibre Ports', valueTr: '2 × 1000 Mbit/s SFP', valueEn: '2 × 1000 Mbit/s SFP' },
          { nameTr: 'Konsol Portu', nameEn: 'Console Port', valueTr: 'RS-232 (RJ45)', valueEn: 'RS-232 (RJ45)' },
        ],
      },
      {
        nameTr: 'Ağ Özellikleri',
        nameEn: 'Network Features',
        specs: [
          { nameTr: 'Yedeklilik', nameEn: 'Redundancy', valueTr: 'Halka (< 20 ms), RSTP, MSTP', valueEn: 'Ring (< 20 ms), RSTP, MSTP' },
          {
            nameTr: 'Trafik Yönetimi',
            nameEn: 'Traffic Management',
            valueTr: 'IEEE 802.1Q VLAN, QoS, IGMP snooping',
            valueEn: 'IEEE 802.1Q VLAN, QoS, IGMP snooping',
          },
          {
            nameTr: 'Güvenlik',
            nameEn: 'Security',
            valueTr: 'IEEE 802.1X, SNMPv3, SSH, HTTPS, port güvenliği',
            valueEn: 'IEEE 802.1X, SNMPv3, SSH, HTTPS, port security',
          },
          { nameTr: 'MAC Tablosu', nameEn: 'MAC Table', valueTr: '8K', valueEn: '8K' },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          {
            nameTr: 'Besleme Gerilimi',
            nameEn: 'Supply Voltage',
            valueTr: '12 ... 48 VDC, yedekli giriş',
            valueEn: '12 ... 48 VDC, redundant inputs',
          },
          { nameTr: 'Güç Tüketimi', nameEn: 'Power Consumption', valueTr: '< 9 W', valueEn: '< 9 W' },
          { nameTr: 'Arıza Rölesi', nameEn: 'Fault Relay', valueTr: 'Var, 1 A, 24 VDC', valueEn: 'Yes, 1 A, 24 VDC' },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-40 °C ... +75 °C', valueEn: '-40 °C ... +75 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP30, metal gövde', valueEn: 'IP30, metal housing' },
          { nameTr: 'Soğutma', nameEn: 'Cooling', valueTr: 'Fansız', valueEn: 'Fanless' },
        ],
      },
    ],
    files: [
      { fileName: 'ENS-8G Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'ENS-8G User Manual.pdf', fileTypeTr: 'Kullanım Kılavuzu', fileTypeEn: 'User Manual' },
    ],
  },
  {
    name: 'ELR-400 Industrial LTE Router',
    slug: 'elr-400-industrial-lte-router',
    category: 'network',
    shortDescriptionTr: `Çift SIM yedeklemeli, VPN ve güvenlik duvarı özellikli endüstriyel 4G LTE yönlendirici; uzak sahaların güvenli bağlantısı için tasarlanmıştır.`,
    shortDescriptionEn: `Industrial 4G LTE router with dual-SIM failover, VPN and firewall, designed for secure connectivity of remote sites.`,
    longDescriptionTr: `<p><strong>ELR-400</strong>, güneş enerjisi santralleri, pompa istasyonları ve dağıtık enerji sahaları gibi kablolu internet altyapısının bulunmadığı noktalarda güvenilir ve güvenli bağlantı sağlamak için geliştirilmiş bir endüstriyel LTE yönlendiricidir.</p>
<p>İki SIM kart yuvası sayesinde bir operatörde yaşanan kesintide otomatik olarak diğer operatöre geçilir. IPsec, OpenVPN ve WireGuard VPN desteği, sahadaki cihazların merkez ağa şifreli tünel üzerinden erişmesini sağlar; durum denetimli güvenlik duvarı ise yalnızca izin verilen trafiğe geçiş hakkı tanır.</p>
<p>Dahili seri port ve Modbus ağ geçidi işlevi, RS-485 hattındaki cihazların ek donanım olmadan doğrudan uzaktan okunmasına olanak tanır.</p>`,
    longDescriptionEn: `<p>The <strong>ELR-400</strong> is an industrial LTE router developed to provide reliable and secure connectivity at locations without wired internet infrastructure, such as solar power plants, pump stations and distributed energy sites.</p>
<p>With two SIM card slots, it automatically switches to the second operator if the first experiences an outage. Support for IPsec, OpenVPN and WireGuard VPNs lets field devices reach the central network through an encrypted tunnel, while the stateful firewall only allows permitted traffic through.</p>
<p>A built-in serial port and Modbus gateway function allow devices on an RS-485 line to be read remotely without any additional hardware.</p>`,
    specGroups: [
      {
        nameTr: 'Hücresel',
        nameEn: 'Cellular',
        specs: [
          {
            nameTr: 'Teknoloji',
            nameEn: 'Technology',
            valueTr: '4G LTE Cat 4 (150/50 Mbit/s), 3G yedekleme',
            valueEn: '4G LTE Cat 4 (150/50 Mbit/s), 3G fallback',
          },
          { nameTr: 'SIM', nameEn: 'SIM', valueTr: '2 × Mini SIM, otomatik yedekleme', valueEn: '2 × Mini SIM, automatic failover' },
          {
            nameTr: 'Anten Bağlantısı',
            nameEn: 'Antenna Connectors',
            valueTr: '2 × SMA (ana ve çeşitleme)',
            valueEn: '2 × SMA (main and diversity)',
          },
        ],
      },
      {
        nameTr: 'Ağ ve Güvenlik',
        nameEn: 'Networking and Security',
        specs: [
          {
            nameTr: 'Ethernet',
            nameEn: 'Ethernet',
            valueTr: '1 × WAN, 3 × LAN (10/100 Mbit/s)',
            valueEn: '1 × WAN, 3 × LAN (10/100 Mbit/s)',
          },
          {
            nameTr: 'Seri Port',
            nameEn: 'Serial Port',
            valueTr: '1 × RS-485 (Modbus RTU/TCP ağ geçidi)',
            valueEn: '1 × RS-485 (Modbus RTU/TCP gateway)',
          },
          { nameTr: 'VPN', nameEn: 'VPN', valueTr: 'IPsec, OpenVPN, WireGuard', valueEn: 'IPsec, OpenVPN, WireGuard' },
          {
            nameTr: 'Güvenlik Duvarı',
            nameEn: 'Firewall',
            valueTr: 'Durum denetimli, NAT, port yönlendirme',
            valueEn: 'Stateful, NAT, port forwarding',
          },
          {
            nameTr: 'Uzaktan Yönetim',
            nameEn: 'Remote Management',
            valueTr: 'SNMPv3, HTTPS, SSH, TR-069',
            valueEn: 'SNMPv3, HTTPS, SSH, TR-069',
          },
        ],
      },
      {
        nameTr: 'Genel',
        nameEn: 'General',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '9 ... 36 VDC', valueEn: '9 ... 36 VDC' },
          { nameTr: 'Güç Tüketimi', nameEn: 'Power Consumption', valueTr: 'Tipik 3,5 W', valueEn: '3.5 W typical' },
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-30 °C ... +70 °C', valueEn: '-30 °C ... +70 °C' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP30', valueEn: 'IP30' },
        ],
      },
    ],
    files: [
      { fileName: 'ELR-400 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' },
      { fileName: 'ELR-400 Quick Start Guide.pdf', fileTypeTr: 'Hızlı Başlangıç Kılavuzu', fileTypeEn: 'Quick Start Guide' },
    ],
  },
  {
    name: 'ESD-2 Serial Device Server',
    slug: 'esd-2-serial-device-server',
    category: 'network',
    shortDescriptionTr: `İki seri portu Ethernet ağına taşıyan ve Modbus RTU ile Modbus TCP arasında protokol dönüşümü yapan seri cihaz sunucusu.`,
    shortDescriptionEn: `Serial device server that brings two serial ports onto an Ethernet network and converts between Modbus RTU and Modbus TCP.`,
    longDescriptionTr: `<p><strong>ESD-2</strong>, RS-232, RS-422 veya RS-485 arayüzlü mevcut saha cihazlarını Ethernet ağına bağlamanın en pratik yoludur. Eski tip enerji analizörleri, sayaçlar ve PLC'ler, kablolama değiştirilmeden yerel ağ üzerinden erişilebilir hale gelir.</p>
<p>Modbus ağ geçidi modunda cihaz, Modbus TCP isteklerini Modbus RTU'ya çevirir ve birden fazla TCP istemcisinin aynı seri hattaki cihazlara sırayla erişmesini yönetir. Şeffaf TCP/UDP ve sanal COM port modları ise özel protokollerle çalışan cihazlar için esneklik sağlar.</p>
<ul><li>2 × RS-232/422/485, yazılımla seçilebilir</li><li>Modbus RTU/ASCII ↔ Modbus TCP dönüşümü</li><li>Sanal COM port sürücüsü (Windows)</li><li>Seri portlarda 2 kV izolasyon ve aşırı gerilim koruması</li></ul>`,
    longDescriptionEn: `<p>The <strong>ESD-2</strong> is the most practical way to connect existing field devices with RS-232, RS-422 or RS-485 interfaces to an Ethernet network. Legacy energy analyzers, meters and PLCs become accessible over the local network without changing any wiring.</p>
<p>In Modbus gateway mode, the device converts Modbus TCP requests into Modbus RTU and manages sequential access by multiple TCP clients to devices on the same serial line. Transparent TCP/UDP and virtual COM port modes offer flexibility for devices using proprietary protocols.</p>
<ul><li>2 × RS-232/422/485, software selectable</li><li>Modbus RTU/ASCII ↔ Modbus TCP conversion</li><li>Virtual COM port driver (Windows)</li><li>2 kV isolation and surge protection on serial ports</li></ul>`,
    specGroups: [
      {
        nameTr: 'Haberleşme',
        nameEn: 'Communication',
        specs: [
          { nameTr: 'Seri Portlar', nameEn: 'Serial Ports', valueTr: '2 × RS-232/422/485', valueEn: '2 × RS-232/422/485' },
          { nameTr: 'İletişim Hızı', nameEn: 'Baud Rate', valueTr: '300 ... 921600 bit/s', valueEn: '300 ... 921600 bit/s' },
          { nameTr: 'Ethernet', nameEn: 'Ethernet', valueTr: '1 × 10/100 Mbit/s, RJ45', valueEn: '1 × 10/100 Mbit/s, RJ45' },
          {
            nameTr: 'Çalışma Modları',
            nameEn: 'Operating Modes',
            valueTr: 'Modbus ağ geçidi, TCP sunucu/istemci, UDP, sanal COM',
            valueEn: 'Modbus gateway, TCP server/client, UDP, virtual COM',
          },
          { nameTr: 'Eş Zamanlı TCP Bağlantısı', nameEn: 'Concurrent TCP Connections', valueTr: 'Port başına 8', valueEn: '8 per port' },
        ],
      },
      {
        nameTr: 'Elektriksel',
        nameEn: 'Electrical',
        specs: [
          { nameTr: 'Besleme Gerilimi', nameEn: 'Supply Voltage', valueTr: '12 ... 48 VDC', valueEn: '12 ... 48 VDC' },
          { nameTr: 'Güç Tüketimi', nameEn: 'Power Consumption', valueTr: '< 2,5 W', valueEn: '< 2.5 W' },
          { nameTr: 'Seri Port İzolasyonu', nameEn: 'Serial Port Isolation', valueTr: '2 kV', valueEn: '2 kV' },
        ],
      },
      {
        nameTr: 'Ortam Koşulları',
        nameEn: 'Environmental',
        specs: [
          { nameTr: 'Çalışma Sıcaklığı', nameEn: 'Operating Temperature', valueTr: '-40 °C ... +75 °C', valueEn: '-40 °C ... +75 °C' },
          { nameTr: 'Montaj', nameEn: 'Mounting', valueTr: 'DIN ray veya duvar tipi', valueEn: 'DIN rail or wall mount' },
          { nameTr: 'Koruma Sınıfı', nameEn: 'Protection Class', valueTr: 'IP30', valueEn: 'IP30' },
        ],
      },
    ],
    files: [{ fileName: 'ESD-2 Datasheet.pdf', fileTypeTr: 'Teknik Föy', fileTypeEn: 'Datasheet' }],
  },
];
