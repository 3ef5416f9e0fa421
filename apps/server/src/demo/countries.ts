/** Countries of the demo catalogue, with a few cities each to name clubs after. */
export interface DemoCountry {
  code: string;
  name: string;
  cities: readonly string[];
}

export const INTERNATIONAL: DemoCountry = { code: 'INT', name: 'International', cities: [] };

export const COUNTRIES: readonly DemoCountry[] = [
  {
    code: 'GB-ENG',
    name: 'England',
    cities: [
      'Ipswich',
      'Norwich',
      'Coventry',
      'Sheffield',
      'Middlesbrough',
      'Sunderland',
      'Bristol',
      'Hull',
      'Plymouth',
      'Derby',
      'Stoke',
      'Preston',
    ],
  },
  {
    code: 'GB-SCT',
    name: 'Scotland',
    cities: ['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee', 'Kilmarnock', 'Motherwell', 'Perth', 'Paisley'],
  },
  {
    code: 'GB-WLS',
    name: 'Wales',
    cities: ['Cardiff', 'Swansea', 'Newport', 'Wrexham', 'Bangor', 'Llanelli'],
  },
  {
    code: 'GB-NIR',
    name: 'Northern Ireland',
    cities: ['Belfast', 'Derry', 'Lisburn', 'Newry', 'Ballymena', 'Larne'],
  },
  { code: 'IE', name: 'Ireland', cities: ['Dublin', 'Cork', 'Galway', 'Limerick', 'Sligo', 'Waterford'] },
  {
    code: 'ES',
    name: 'Spain',
    cities: [
      'Madrid',
      'Barcelona',
      'Sevilla',
      'Valencia',
      'Bilbao',
      'Málaga',
      'Zaragoza',
      'Gijón',
      'Córdoba',
      'Almería',
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    cities: [
      'München',
      'Dortmund',
      'Hamburg',
      'Köln',
      'Düsseldorf',
      'Nürnberg',
      'Bochum',
      'Kiel',
      'Paderborn',
      'Magdeburg',
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    cities: ['Milano', 'Torino', 'Roma', 'Napoli', 'Genova', 'Bologna', 'Bari', 'Palermo', 'Parma', 'Verona'],
  },
  {
    code: 'FR',
    name: 'France',
    cities: [
      'Paris',
      'Marseille',
      'Lyon',
      'Lille',
      'Nantes',
      'Bordeaux',
      'Rennes',
      'Nice',
      'Toulouse',
      'Brest',
    ],
  },
  {
    code: 'NL',
    name: 'Netherlands',
    cities: ['Amsterdam', 'Rotterdam', 'Eindhoven', 'Utrecht', 'Groningen', 'Heerenveen', 'Zwolle', 'Breda'],
  },
  {
    code: 'PT',
    name: 'Portugal',
    cities: ['Lisboa', 'Porto', 'Braga', 'Guimarães', 'Coimbra', 'Faro', 'Setúbal', 'Funchal'],
  },
  {
    code: 'BE',
    name: 'Belgium',
    cities: ['Brugge', 'Anderlecht', 'Gent', 'Antwerpen', 'Genk', 'Liège', 'Mechelen', 'Leuven'],
  },
  {
    code: 'TR',
    name: 'Türkiye',
    cities: ['İstanbul', 'Ankara', 'İzmir', 'Trabzon', 'Bursa', 'Konya', 'Antalya', 'Kayseri'],
  },
  {
    code: 'GR',
    name: 'Greece',
    cities: ['Athens', 'Thessaloniki', 'Piraeus', 'Heraklion', 'Patras', 'Volos'],
  },
  { code: 'AT', name: 'Austria', cities: ['Wien', 'Salzburg', 'Graz', 'Linz', 'Innsbruck', 'Klagenfurt'] },
  {
    code: 'CH',
    name: 'Switzerland',
    cities: ['Zürich', 'Basel', 'Bern', 'Genève', 'Lugano', 'Luzern', 'St. Gallen'],
  },
  { code: 'DK', name: 'Denmark', cities: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Randers', 'Esbjerg'] },
  {
    code: 'SE',
    name: 'Sweden',
    cities: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Norrköping', 'Örebro', 'Luleå', 'Växjö'],
  },
  { code: 'NO', name: 'Norway', cities: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Bodø', 'Tromsø'] },
  {
    code: 'FI',
    name: 'Finland',
    cities: ['Helsinki', 'Tampere', 'Turku', 'Oulu', 'Jyväskylä', 'Kuopio', 'Lahti'],
  },
  {
    code: 'PL',
    name: 'Poland',
    cities: ['Warszawa', 'Kraków', 'Poznań', 'Wrocław', 'Gdańsk', 'Łódź', 'Lublin'],
  },
  { code: 'CZ', name: 'Czechia', cities: ['Praha', 'Brno', 'Plzeň', 'Ostrava', 'Liberec', 'Olomouc'] },
  { code: 'HR', name: 'Croatia', cities: ['Zagreb', 'Split', 'Rijeka', 'Osijek', 'Zadar'] },
  { code: 'RS', name: 'Serbia', cities: ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica'] },
  { code: 'RO', name: 'Romania', cities: ['București', 'Cluj', 'Timișoara', 'Craiova', 'Iași', 'Constanța'] },
  { code: 'UA', name: 'Ukraine', cities: ['Kyiv', 'Lviv', 'Kharkiv', 'Odesa', 'Dnipro'] },
  { code: 'RU', name: 'Russia', cities: ['Moskva', 'Sankt-Peterburg', 'Kazan', 'Omsk', 'Yaroslavl', 'Ufa'] },
  {
    code: 'US',
    name: 'USA',
    cities: [
      'Boston',
      'Chicago',
      'Denver',
      'Seattle',
      'Miami',
      'Dallas',
      'Atlanta',
      'Phoenix',
      'Portland',
      'Nashville',
      'Detroit',
      'Houston',
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    cities: ['Toronto', 'Montréal', 'Vancouver', 'Calgary', 'Edmonton', 'Ottawa', 'Winnipeg'],
  },
  {
    code: 'MX',
    name: 'Mexico',
    cities: ['Monterrey', 'Guadalajara', 'Puebla', 'Toluca', 'Tijuana', 'León', 'Querétaro'],
  },
  {
    code: 'BR',
    name: 'Brazil',
    cities: [
      'São Paulo',
      'Rio de Janeiro',
      'Porto Alegre',
      'Belo Horizonte',
      'Salvador',
      'Recife',
      'Fortaleza',
      'Curitiba',
      'Goiânia',
    ],
  },
  {
    code: 'AR',
    name: 'Argentina',
    cities: ['Buenos Aires', 'Rosario', 'Córdoba', 'La Plata', 'Mendoza', 'Avellaneda', 'Santa Fe'],
  },
  { code: 'CL', name: 'Chile', cities: ['Santiago', 'Valparaíso', 'Concepción', 'Temuco', 'Antofagasta'] },
  { code: 'CO', name: 'Colombia', cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga'] },
  { code: 'UY', name: 'Uruguay', cities: ['Montevideo', 'Salto', 'Paysandú', 'Maldonado'] },
  {
    code: 'JP',
    name: 'Japan',
    cities: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Sapporo', 'Fukuoka', 'Kobe', 'Hiroshima', 'Kashima'],
  },
  {
    code: 'KR',
    name: 'South Korea',
    cities: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Ulsan', 'Jeonbuk', 'Pohang', 'Suwon'],
  },
  {
    code: 'CN',
    name: 'China',
    cities: ['Shanghai', 'Beijing', 'Guangzhou', 'Shenzhen', 'Wuhan', 'Chengdu', 'Tianjin'],
  },
  {
    code: 'IN',
    name: 'India',
    cities: [
      'Mumbai',
      'Chennai',
      'Kolkata',
      'Bengaluru',
      'Delhi',
      'Hyderabad',
      'Goa',
      'Kerala',
      'Punjab',
      'Rajasthan',
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Newcastle', 'Canberra'],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    cities: ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin'],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    cities: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Bloemfontein', 'Polokwane'],
  },
  { code: 'NG', name: 'Nigeria', cities: ['Lagos', 'Abuja', 'Kano', 'Ibadan', 'Enugu', 'Kaduna'] },
  { code: 'KE', name: 'Kenya', cities: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'] },
  { code: 'EG', name: 'Egypt', cities: ['Cairo', 'Alexandria', 'Giza', 'Ismailia', 'Port Said'] },
  { code: 'SA', name: 'Saudi Arabia', cities: ['Riyadh', 'Jeddah', 'Dammam', 'Mecca', 'Abha'] },
  { code: 'IL', name: 'Israel', cities: ['Tel Aviv', 'Haifa', 'Jerusalem', 'Beersheba'] },
];

export function countryByCode(code: string): DemoCountry {
  const country = code === 'INT' ? INTERNATIONAL : COUNTRIES.find((c) => c.code === code);
  if (!country) throw new Error(`unknown demo country ${code}`);
  return country;
}
