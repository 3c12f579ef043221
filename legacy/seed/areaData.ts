/**
 * The regions of the address form's area picker: countries the platform ships to, a
 * few of their provinces or states, and some cities of each. Names as the platform
 * stores them (English).
 */
export const AREAS: ReadonlyArray<
  readonly [country: string, regions: ReadonlyArray<readonly [region: string, cities: readonly string[]]>]
> = [
  [
    'United States',
    [
      ['California', ['Los Angeles', 'San Francisco', 'San Diego']],
      ['New York', ['New York City', 'Buffalo', 'Albany']],
      ['Texas', ['Houston', 'Austin', 'Dallas']],
    ],
  ],
  [
    'United Kingdom',
    [
      ['England', ['London', 'Manchester', 'Birmingham']],
      ['Scotland', ['Edinburgh', 'Glasgow', 'Aberdeen']],
      ['Wales', ['Cardiff', 'Swansea']],
    ],
  ],
  [
    'China',
    [
      ['Guangdong', ['Guangzhou', 'Shenzhen', 'Dongguan']],
      ['Shanghai', ['Pudong', 'Huangpu', 'Minhang']],
      ['Zhejiang', ['Hangzhou', 'Ningbo', 'Yiwu']],
    ],
  ],
  [
    'Japan',
    [
      ['Tokyo', ['Shinjuku', 'Shibuya', 'Minato']],
      ['Osaka', ['Osaka City', 'Sakai']],
      ['Hokkaido', ['Sapporo', 'Hakodate']],
    ],
  ],
  [
    'South Korea',
    [
      ['Seoul', ['Gangnam', 'Jongno', 'Mapo']],
      ['Busan', ['Haeundae', 'Busanjin']],
    ],
  ],
  [
    'Thailand',
    [
      ['Bangkok', ['Pathum Wan', 'Bang Rak', 'Chatuchak']],
      ['Chiang Mai', ['Mueang Chiang Mai', 'San Sai']],
    ],
  ],
  [
    'Indonesia',
    [
      ['Jakarta', ['Central Jakarta', 'South Jakarta']],
      ['West Java', ['Bandung', 'Bekasi', 'Bogor']],
      ['Bali', ['Denpasar', 'Ubud']],
    ],
  ],
  [
    'Vietnam',
    [
      ['Hanoi', ['Hoan Kiem', 'Ba Dinh', 'Cau Giay']],
      ['Ho Chi Minh City', ['District 1', 'District 3', 'Thu Duc']],
    ],
  ],
  [
    'Germany',
    [
      ['Bavaria', ['Munich', 'Nuremberg', 'Augsburg']],
      ['Berlin', ['Mitte', 'Kreuzberg', 'Charlottenburg']],
      ['Hamburg', ['Altona', 'Eimsbüttel']],
    ],
  ],
  [
    'United Arab Emirates',
    [
      ['Dubai', ['Deira', 'Jumeirah', 'Al Barsha']],
      ['Abu Dhabi', ['Abu Dhabi City', 'Al Ain']],
    ],
  ],
  [
    'Saudi Arabia',
    [
      ['Riyadh', ['Riyadh City', 'Diriyah']],
      ['Makkah', ['Jeddah', 'Mecca', 'Taif']],
    ],
  ],
  [
    'France',
    [
      ['Île-de-France', ['Paris', 'Versailles', 'Boulogne-Billancourt']],
      ["Provence-Alpes-Côte d'Azur", ['Marseille', 'Nice']],
    ],
  ],
  [
    'India',
    [
      ['Maharashtra', ['Mumbai', 'Pune', 'Nagpur']],
      ['Karnataka', ['Bengaluru', 'Mysuru']],
      ['Delhi', ['New Delhi', 'Dwarka']],
    ],
  ],
  [
    'Italy',
    [
      ['Lazio', ['Rome', 'Latina']],
      ['Lombardy', ['Milan', 'Bergamo', 'Brescia']],
    ],
  ],
  [
    'Turkey',
    [
      ['Istanbul', ['Kadıköy', 'Beşiktaş', 'Fatih']],
      ['Ankara', ['Çankaya', 'Keçiören']],
    ],
  ],
  [
    'Spain',
    [
      ['Madrid', ['Madrid City', 'Alcalá de Henares']],
      ['Catalonia', ['Barcelona', 'Girona', 'Tarragona']],
    ],
  ],
  [
    'Malaysia',
    [
      ['Kuala Lumpur', ['Bukit Bintang', 'Cheras']],
      ['Selangor', ['Shah Alam', 'Petaling Jaya', 'Subang Jaya']],
      ['Penang', ['George Town', 'Butterworth']],
    ],
  ],
];
