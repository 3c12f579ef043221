/*
 * The demo catalogue's raw material: the 10 categories and, per category, the
 * brands and product types the seed combines into 30 real-sounding products.
 */

interface SpecGroup {
  name: string;
  child: string[];
}

export interface Category {
  id: number;
  /** Chinese name. */
  name: string;
  /** English display name ("Men's clothing"); doubles as the client's translation key. Keep stable. */
  nameEn: string;
  /** One sentence opening each product description. */
  intro: string;
  brands: string[];
  items: ItemTemplate[];
}

export interface ItemTemplate {
  noun: string;
  /** Three model descriptors; each makes one product ("<brand> <variant> <noun>"). */
  variants: [string, string, string];
  /** Sales price range in whole dollars. */
  price: [number, number];
  specs: SpecGroup[];
  features: string[];
}

const colour = (...child: string[]): SpecGroup => ({ name: 'Colour', child });
const size = (...child: string[]): SpecGroup => ({ name: 'Size', child });
const CLOTHING_SIZES = size('S', 'M', 'L', 'XL', 'XXL');
const WOMEN_SIZES = size('XS', 'S', 'M', 'L', 'XL');
const SHOE_SIZES = size('39', '40', '41', '42', '43', '44', '45');
const WOMEN_SHOE_SIZES = size('35', '36', '37', '38', '39', '40');
const WEIGHT = { name: 'Weight', child: ['250g', '500g', '1kg'] };

export const CATEGORIES: Category[] = [
  {
    id: 1,
    name: '电脑',
    nameEn: 'Computer',
    intro: 'Built for work and play and tested for reliability before it leaves our warehouse.',
    brands: ['Nordvik', 'Axton', 'Lumora', 'Kestrel', 'Veltrix'],
    items: [
      { noun: 'Laptop', variants: ['AirBook 14', 'ProBook 16', 'Slim 13.3'], price: [499, 1499], specs: [colour('Silver', 'Space Grey'), { name: 'Memory', child: ['8GB', '16GB', '32GB'] }], features: ['Full HD IPS anti-glare display', 'Up to 12 hours of battery life', 'Backlit keyboard with fingerprint reader', 'Wi-Fi 6 and USB-C fast charging'] },
      { noun: 'Wireless Mouse', variants: ['Silent Click', 'Ergonomic Vertical', 'Gaming RGB'], price: [12, 49], specs: [colour('Black', 'White', 'Grey')], features: ['2.4 GHz receiver and Bluetooth 5.0', 'Adjustable DPI up to 4000', 'Rechargeable battery lasts 70 days'] },
      { noun: 'Mechanical Keyboard', variants: ['87-Key Compact', 'Full-Size RGB', 'Low-Profile'], price: [39, 129], specs: [colour('Black', 'White'), { name: 'Switch', child: ['Red', 'Blue', 'Brown'] }], features: ['Hot-swappable switches', 'Per-key RGB backlight', 'Detachable braided USB-C cable'] },
      { noun: 'Monitor', variants: ['24-inch Full HD', '27-inch QHD IPS', '32-inch 4K Curved'], price: [129, 499], specs: [], features: ['Frameless design for multi-screen setups', 'Eye-care flicker-free backlight', 'HDMI and DisplayPort inputs', 'Tilt and height adjustable stand'] },
      { noun: 'Portable SSD', variants: ['1TB USB-C', '2TB Rugged', '512GB Pocket'], price: [49, 199], specs: [colour('Black', 'Blue')], features: ['Read speeds up to 1050 MB/s', 'Drop resistant up to 2 metres', 'Works with PC, Mac, tablets and consoles'] },
      { noun: 'Laptop Stand', variants: ['Adjustable Aluminium', 'Foldable', 'Cooling Fan'], price: [19, 59], specs: [colour('Silver', 'Black')], features: ['Raises the screen to eye level', 'Fits laptops from 10 to 17 inches', 'Non-slip silicone pads'] },
      { noun: 'Webcam', variants: ['1080p HD', '2K Autofocus', '4K Streaming'], price: [29, 119], specs: [], features: ['Dual noise-cancelling microphones', 'Automatic light correction', 'Privacy shutter included'] },
      { noun: 'USB-C Hub', variants: ['7-in-1', '10-in-1 Docking', 'Travel 5-in-1'], price: [19, 79], specs: [colour('Grey', 'Silver')], features: ['4K HDMI output', '100W power delivery pass-through', 'SD and microSD card readers'] },
      { noun: 'Gaming Headset', variants: ['Surround 7.1', 'Wireless Low-Latency', 'Lightweight'], price: [29, 149], specs: [colour('Black', 'Red', 'White')], features: ['50 mm drivers with deep bass', 'Flip-to-mute microphone', 'Memory-foam ear cushions'] },
      { noun: 'Mini PC', variants: ['Quad-Core', 'Ryzen 7', 'Fanless'], price: [159, 599], specs: [{ name: 'Memory', child: ['8GB', '16GB'] }, { name: 'Storage', child: ['256GB', '512GB', '1TB'] }], features: ['Palm-sized, mounts behind a monitor', 'Dual 4K display output', 'Windows 11 pre-installed'] },
    ],
  },
  {
    id: 2,
    name: '电器',
    nameEn: 'Electrical equipment',
    intro: 'Safety certified, energy efficient and shipped with a universal plug adapter.',
    brands: ['Voltara', 'Homelux', 'Kitchora', 'Brisa', 'Zentro'],
    items: [
      { noun: 'Air Fryer', variants: ['5.5L Digital', 'Dual Basket', 'Compact 3L'], price: [49, 159], specs: [colour('Black', 'White')], features: ['Crispy results with 85% less oil', '8 one-touch cooking presets', 'Dishwasher-safe non-stick basket'] },
      { noun: 'Robot Vacuum', variants: ['Smart Mapping', 'Slim Self-Charging', 'Mop and Vacuum 2-in-1'], price: [129, 399], specs: [], features: ['Strong 4000 Pa suction', 'App and voice control', 'Returns to the dock to recharge'] },
      { noun: 'Electric Kettle', variants: ['1.7L Glass', 'Temperature Control', 'Stainless Steel'], price: [19, 59], specs: [colour('Silver', 'Black', 'Cream')], features: ['Boils a full kettle in 4 minutes', 'Automatic shut-off and boil-dry protection', 'BPA-free'] },
      { noun: 'Hair Dryer', variants: ['Ionic', 'High-Speed Brushless', 'Travel Foldable'], price: [25, 129], specs: [colour('Pink', 'Black', 'White')], features: ['Negative ions reduce frizz', '3 heat and 2 speed settings', 'Concentrator and diffuser included'] },
      { noun: 'Blender', variants: ['High-Speed', 'Personal Smoothie', 'Vacuum'], price: [29, 149], specs: [], features: ['Crushes ice in seconds', 'Stainless steel six-blade assembly', 'To-go bottles included'] },
      { noun: 'Desk Fan', variants: ['Quiet Bladeless', 'USB Clip-On', 'Oscillating Tower'], price: [15, 99], specs: [colour('White', 'Black')], features: ['Whisper-quiet night mode', 'Adjustable tilt and timer', 'Low power consumption'] },
      { noun: 'Coffee Machine', variants: ['Espresso', 'Drip 12-Cup', 'Capsule'], price: [59, 299], specs: [colour('Black', 'Silver')], features: ['15-bar pump pressure', 'Milk frother for cappuccino and latte', 'Removable water tank'] },
      { noun: 'Power Bank', variants: ['20000mAh Fast Charge', '10000mAh Slim', 'Magnetic Wireless'], price: [19, 59], specs: [colour('Black', 'White', 'Blue')], features: ['Charges two devices at once', 'LED battery indicator', 'Airline safe capacity'] },
      { noun: 'Space Heater', variants: ['Ceramic', 'Oil-Filled Radiator', 'Infrared'], price: [29, 119], specs: [], features: ['Heats a room in minutes', 'Tip-over and overheat protection', 'Adjustable thermostat'] },
      { noun: 'Smart Plug', variants: ['Wi-Fi 4-Pack', 'Energy Monitoring', 'Outdoor'], price: [14, 39], specs: [], features: ['Schedules and timers from the app', 'Works with voice assistants', 'No hub required'] },
    ],
  },
  {
    id: 3,
    name: '户外',
    nameEn: 'Outdoors',
    intro: 'Made for the trail, the campsite and everything in between.',
    brands: ['Trailmark', 'Summitra', 'Wildfern', 'Northpeak', 'Ridgeway'],
    items: [
      { noun: 'Camping Tent', variants: ['2-Person Dome', '4-Person Instant', 'Ultralight Backpacking'], price: [49, 229], specs: [colour('Green', 'Orange', 'Grey')], features: ['Waterproof 3000 mm rainfly', 'Sets up in under 5 minutes', 'Mesh windows for airflow'] },
      { noun: 'Hiking Backpack', variants: ['40L Waterproof', '55L Trekking', '22L Daypack'], price: [29, 119], specs: [colour('Black', 'Olive', 'Navy')], features: ['Ventilated back panel', 'Rain cover included', 'Hydration bladder compatible'] },
      { noun: 'Sleeping Bag', variants: ['3-Season Mummy', 'Lightweight Envelope', 'Down Winter'], price: [29, 149], specs: [], features: ['Comfort rating down to -5 °C', 'Compression sack included', 'Two-way anti-snag zip'] },
      { noun: 'Trekking Poles', variants: ['Carbon Fibre', 'Aluminium Folding', 'Anti-Shock'], price: [19, 79], specs: [], features: ['Quick-lock length adjustment', 'Cork grips with wrist straps', 'Pair weighs under 500 g'] },
      { noun: 'Camping Lantern', variants: ['Rechargeable LED', 'Solar', 'Collapsible'], price: [12, 39], specs: [], features: ['Up to 60 hours of light', 'Doubles as a phone charger', 'IPX4 water resistant'] },
      { noun: 'Water Bottle', variants: ['1L Insulated', 'Filter', 'Collapsible Silicone'], price: [12, 39], specs: [colour('Blue', 'Black', 'Pink', 'Green')], features: ['Keeps drinks cold for 24 hours', 'Leak-proof lid', 'BPA-free and dishwasher safe'] },
      { noun: 'Hiking Boots', variants: ['Waterproof Mid', 'Lightweight Trail', 'Winter Insulated'], price: [59, 169], specs: [colour('Brown', 'Grey'), SHOE_SIZES], features: ['Grippy rubber outsole', 'Waterproof breathable membrane', 'Cushioned ankle support'] },
      { noun: 'Camping Chair', variants: ['Folding Ultralight', 'Reclining', 'Director'], price: [19, 89], specs: [colour('Blue', 'Green', 'Black')], features: ['Supports up to 150 kg', 'Packs into a carry bag', 'Built-in cup holder'] },
      { noun: 'Fishing Rod', variants: ['Telescopic Carbon', 'Spinning Combo', 'Travel 4-Piece'], price: [25, 129], specs: [], features: ['Sensitive carbon blank', 'Smooth 5+1 bearing reel', 'Travel case included'] },
      { noun: 'Rain Jacket', variants: ['Packable', '3-Layer Shell', 'Insulated Hooded'], price: [39, 159], specs: [colour('Red', 'Navy', 'Black'), CLOTHING_SIZES], features: ['Fully taped seams', 'Adjustable hood and cuffs', 'Packs into its own pocket'] },
    ],
  },
  {
    id: 4,
    name: '家居生活',
    nameEn: 'Family life',
    intro: 'Little comforts that make a house feel like home.',
    brands: ['Casavi', 'Hearthly', 'Maison Nord', 'Loomwell', 'Cozyna'],
    items: [
      { noun: 'Bedding Set', variants: ['Cotton Sateen Duvet', 'Linen Blend', 'Microfibre 4-Piece'], price: [39, 149], specs: [colour('White', 'Grey', 'Sage'), size('Single', 'Double', 'King')], features: ['Soft, breathable fabric', 'Hidden zip closure', 'Machine washable'] },
      { noun: 'Storage Boxes', variants: ['Foldable Fabric 6-Pack', 'Stackable Clear', 'Under-Bed'], price: [15, 49], specs: [colour('Beige', 'Grey')], features: ['Sturdy reinforced sides', 'Labels included', 'Folds flat when not in use'] },
      { noun: 'Pan Set', variants: ['Granite Non-Stick 3-Piece', 'Ceramic 5-Piece', 'Induction 10-Piece'], price: [29, 159], specs: [], features: ['PFOA-free non-stick coating', 'Works on all hobs including induction', 'Stay-cool handles'] },
      { noun: 'Bath Towel Set', variants: ['Egyptian Cotton', 'Quick-Dry', 'Bamboo'], price: [19, 59], specs: [colour('White', 'Navy', 'Blush')], features: ['600 GSM plush weave', 'Highly absorbent', 'Gets softer with every wash'] },
      { noun: 'Scented Candle', variants: ['Lavender Soy', 'Sea Salt and Sage', 'Vanilla Amber'], price: [9, 29], specs: [], features: ['Natural soy wax', '45-hour burn time', 'Cotton wick, clean burn'] },
      { noun: 'Table Lamp', variants: ['Touch Dimmable', 'Ceramic Bedside', 'Rattan'], price: [19, 79], specs: [colour('White', 'Black')], features: ['Three brightness levels', 'Warm white LED bulb included', 'USB charging port in the base'] },
      { noun: 'Cushion Covers', variants: ['Velvet 2-Pack', 'Linen Boho', 'Knitted'], price: [12, 29], specs: [colour('Mustard', 'Teal', 'Grey', 'Pink')], features: ['45 × 45 cm', 'Invisible zip', 'Double-sided print'] },
      { noun: 'Dinnerware Set', variants: ['Stoneware 16-Piece', 'Porcelain 12-Piece', 'Matte Ceramic'], price: [39, 129], specs: [], features: ['Service for four', 'Microwave and dishwasher safe', 'Chip-resistant glaze'] },
      { noun: 'Laundry Basket', variants: ['Collapsible', 'Bamboo Handle', 'Double Hamper'], price: [15, 45], specs: [], features: ['Large 72 L capacity', 'Removable washable liner', 'Sturdy carry handles'] },
      { noun: 'Wall Clock', variants: ['Silent Minimalist', 'Wooden Scandinavian', 'Oversized Metal'], price: [15, 59], specs: [colour('Black', 'Natural Wood')], features: ['Silent sweep movement', 'Easy-to-read numerals', 'Runs on one AA battery'] },
    ],
  },
  {
    id: 5,
    name: '健康',
    nameEn: 'Health',
    intro: 'Everyday wellbeing, checked by our quality team and shipped sealed.',
    brands: ['Vitacore', 'Puremed', 'Bloomvita', 'Zenfit', 'Caregen'],
    items: [
      { noun: 'Blood Pressure Monitor', variants: ['Upper Arm', 'Wrist', 'Bluetooth Smart'], price: [25, 79], specs: [], features: ['Clinically validated accuracy', 'Irregular heartbeat detection', 'Stores 2 × 120 readings'] },
      { noun: 'Thermometer', variants: ['Infrared Forehead', 'Ear and Forehead', 'Fast-Read Digital'], price: [12, 39], specs: [], features: ['Reading in one second', 'Fever alarm with colour display', 'Memory of the last 32 readings'] },
      { noun: 'Massage Gun', variants: ['Deep Tissue', 'Mini Portable', 'Heated'], price: [39, 149], specs: [colour('Black', 'Grey', 'Mint')], features: ['Six interchangeable heads', '20 speed levels', 'Quiet brushless motor'] },
      { noun: 'Yoga Mat', variants: ['6mm Non-Slip', 'Cork', 'TPE Eco'], price: [15, 59], specs: [colour('Purple', 'Teal', 'Black')], features: ['Double-sided non-slip texture', 'Alignment lines', 'Carry strap included'] },
      { noun: 'Vitamin C Gummies', variants: ['1000mg', 'Kids', 'Zinc and Elderberry'], price: [9, 25], specs: [{ name: 'Flavour', child: ['Orange', 'Mixed Berry'] }], features: ['60 gummies per bottle', 'Vegan and gluten-free', 'Supports the immune system'] },
      { noun: 'Electric Toothbrush', variants: ['Sonic', 'Rotating', 'Travel'], price: [19, 89], specs: [colour('White', 'Black', 'Pink')], features: ['Five cleaning modes', 'Two-minute smart timer', 'Four replacement heads'] },
      { noun: 'Smart Scale', variants: ['Body Fat', 'Glass Bathroom', 'Bluetooth'], price: [19, 49], specs: [colour('White', 'Black')], features: ['Tracks 13 body metrics', 'Syncs with health apps', 'Recognises up to 8 users'] },
      { noun: 'Resistance Bands', variants: ['5-Level Set', 'Fabric Glute', 'Pull-Up Assist'], price: [9, 35], specs: [], features: ['Five resistance levels', 'Latex-free, snap-resistant', 'Workout guide included'] },
      { noun: 'Humidifier', variants: ['Cool Mist', 'Ultrasonic Aroma', 'Top-Fill 4L'], price: [25, 79], specs: [colour('White', 'Wood Grain')], features: ['Runs up to 30 hours', 'Ultra-quiet for bedrooms', 'Automatic shut-off when empty'] },
      { noun: 'First Aid Kit', variants: ['Family 200-Piece', 'Travel Compact', 'Car Emergency'], price: [15, 49], specs: [], features: ['Organised labelled compartments', 'Includes emergency blanket', 'Meets workplace standards'] },
    ],
  },
  {
    id: 6,
    name: '男装',
    nameEn: "Men's clothing",
    intro: 'Well-cut everyday menswear in fabrics that last.',
    brands: ['Brookline', 'Harwick', 'Stenfield', 'Kaito', 'Marlowe'],
    items: [
      { noun: 'Oxford Shirt', variants: ['Slim-Fit', 'Classic-Fit', 'Stretch'], price: [19, 49], specs: [colour('White', 'Light Blue', 'Navy'), CLOTHING_SIZES], features: ['100% cotton Oxford weave', 'Button-down collar', 'Easy-iron finish'] },
      { noun: 'Chino Trousers', variants: ['Slim', 'Straight', 'Tapered'], price: [25, 59], specs: [colour('Khaki', 'Navy', 'Olive', 'Black'), size('30', '32', '34', '36', '38')], features: ['Stretch cotton twill', 'Four pockets', 'Garment-washed for softness'] },
      { noun: 'Hoodie', variants: ['Fleece Pullover', 'Zip-Up', 'Heavyweight'], price: [25, 59], specs: [colour('Grey', 'Black', 'Forest Green'), CLOTHING_SIZES], features: ['Brushed fleece lining', 'Kangaroo pocket', 'Ribbed cuffs and hem'] },
      { noun: 'Polo Shirt', variants: ['Pique Cotton', 'Performance', 'Striped'], price: [15, 39], specs: [colour('White', 'Navy', 'Burgundy'), CLOTHING_SIZES], features: ['Breathable pique knit', 'Three-button placket', 'Keeps its shape wash after wash'] },
      { noun: 'Denim Jacket', variants: ['Classic', 'Sherpa-Lined', 'Washed'], price: [39, 89], specs: [colour('Light Wash', 'Dark Wash'), CLOTHING_SIZES], features: ['Rigid 13 oz denim', 'Chest flap pockets', 'Metal shank buttons'] },
      { noun: 'Running Sneakers', variants: ['Breathable Mesh', 'Cushioned', 'Lightweight'], price: [39, 99], specs: [colour('Black', 'White', 'Grey'), SHOE_SIZES], features: ['Responsive foam midsole', 'Breathable knit upper', 'Non-slip rubber outsole'] },
      { noun: 'Wool Blazer', variants: ['Two-Button', 'Unstructured', 'Check'], price: [79, 199], specs: [colour('Charcoal', 'Navy'), CLOTHING_SIZES], features: ['Wool-blend fabric', 'Half-lined for comfort', 'Notch lapel'] },
      { noun: 'Leather Belt', variants: ['Reversible', 'Automatic Buckle', 'Braided'], price: [15, 39], specs: [colour('Black', 'Brown'), size('105cm', '115cm', '125cm')], features: ['Genuine leather', 'Gift box included', 'Trim to fit'] },
      { noun: 'Puffer Jacket', variants: ['Hooded Down', 'Lightweight Packable', 'Long Parka'], price: [59, 189], specs: [colour('Black', 'Navy', 'Olive'), CLOTHING_SIZES], features: ['Warm down and feather fill', 'Water-repellent shell', 'Zipped hand pockets'] },
      { noun: 'Crew Socks', variants: ['Cotton 6-Pack', 'Merino Hiking', 'Athletic 10-Pack'], price: [9, 25], specs: [size('39-42', '43-46')], features: ['Cushioned sole', 'Reinforced heel and toe', 'Stays up all day'] },
    ],
  },
  {
    id: 7,
    name: '女装',
    nameEn: "Women's clothing",
    intro: 'Easy, feminine pieces designed to be worn again and again.',
    brands: ['Belle Amie', 'Rosalie', 'Linnea', 'Aurelle', 'Mirela'],
    items: [
      { noun: 'Wrap Dress', variants: ['Floral Midi', 'Satin', 'Knit'], price: [25, 69], specs: [colour('Floral Blue', 'Black', 'Emerald'), WOMEN_SIZES], features: ['Flattering wrap silhouette', 'Adjustable tie waist', 'Lightweight, flowing fabric'] },
      { noun: 'Cardigan', variants: ['Cropped Knit', 'Oversized Chunky', 'Cashmere Blend'], price: [25, 89], specs: [colour('Cream', 'Camel', 'Dusty Pink'), WOMEN_SIZES], features: ['Soft, non-itchy yarn', 'Pearl-effect buttons', 'Relaxed fit'] },
      { noun: 'High-Waist Jeans', variants: ['Straight-Leg', 'Skinny', 'Wide-Leg'], price: [29, 69], specs: [colour('Mid Blue', 'Black', 'Light Blue'), WOMEN_SIZES], features: ['Stretch denim that holds its shape', 'Five-pocket styling', 'Ankle length'] },
      { noun: 'Blouse', variants: ['Chiffon Bow', 'Linen Button-Down', 'Puff Sleeve'], price: [19, 45], specs: [colour('White', 'Black', 'Lilac'), WOMEN_SIZES], features: ['Breathable fabric', 'Works for office and weekend', 'Machine washable'] },
      { noun: 'Trench Coat', variants: ['Classic Belted', 'Double-Breasted', 'Short'], price: [59, 169], specs: [colour('Beige', 'Black'), WOMEN_SIZES], features: ['Water-repellent cotton blend', 'Storm flap and belted cuffs', 'Fully lined'] },
      { noun: 'Pleated Skirt', variants: ['Midi', 'Satin', 'Mini Tennis'], price: [19, 45], specs: [colour('Black', 'Champagne', 'Sage'), WOMEN_SIZES], features: ['Elastic waistband', 'Fluid knife pleats', 'Fully lined'] },
      { noun: 'Yoga Leggings', variants: ['High-Rise', 'Pocket', 'Seamless'], price: [15, 45], specs: [colour('Black', 'Navy', 'Plum'), WOMEN_SIZES], features: ['Squat-proof four-way stretch', 'Moisture-wicking', 'Hidden waistband pocket'] },
      { noun: 'Ankle Boots', variants: ['Chelsea', 'Block Heel', 'Lace-Up'], price: [39, 119], specs: [colour('Black', 'Tan'), WOMEN_SHOE_SIZES], features: ['Soft faux-leather upper', 'Cushioned insole', 'Non-slip sole'] },
      { noun: 'Tote Bag', variants: ['Vegan Leather', 'Canvas', 'Quilted'], price: [19, 79], specs: [colour('Black', 'Caramel', 'Ivory')], features: ['Fits a 14-inch laptop', 'Inner zip pocket', 'Sturdy shoulder straps'] },
      { noun: 'Silk Scarf', variants: ['Printed Square', 'Long', 'Satin Hair'], price: [12, 39], specs: [colour('Paisley', 'Floral', 'Geometric')], features: ['Silky smooth hand feel', 'Hand-rolled edges', 'Wear it four ways'] },
    ],
  },
  {
    id: 8,
    name: '食品',
    nameEn: 'Food',
    intro: 'Carefully sourced and packed fresh, with a long shelf life for shipping abroad.',
    brands: ['Harvestone', 'Mountain Bean', 'Orchard Lane', 'Sakura Kitchen', 'Terravita'],
    items: [
      { noun: 'Coffee Beans', variants: ['Arabica Medium Roast', 'Espresso Dark Roast', 'Single-Origin Ethiopian'], price: [12, 29], specs: [WEIGHT], features: ['Roasted in small batches', 'Notes of chocolate and caramel', 'Resealable valve bag'] },
      { noun: 'Green Tea', variants: ['Jasmine', 'Matcha Ceremonial', 'Sencha'], price: [9, 35], specs: [{ name: 'Weight', child: ['100g', '250g'] }], features: ['Hand-picked spring leaves', 'Rich in antioxidants', 'Airtight tin'] },
      { noun: 'Mixed Nuts', variants: ['Roasted Salted', 'Honey Glazed', 'Raw Unsalted'], price: [9, 25], specs: [WEIGHT], features: ['Almonds, cashews, pecans and walnuts', 'No artificial additives', 'Perfect for snacking'] },
      { noun: 'Dark Chocolate', variants: ['85% Cocoa', 'Sea Salt Almond', 'Orange Zest'], price: [5, 19], specs: [{ name: 'Pack', child: ['3 bars', '6 bars'] }], features: ['Single-origin cocoa', 'Fair-trade certified', 'Vegan friendly'] },
      { noun: 'Olive Oil', variants: ['Extra Virgin Cold-Pressed', 'Organic', 'Early Harvest'], price: [12, 35], specs: [{ name: 'Volume', child: ['500ml', '1L'] }], features: ['First cold pressing', 'Fruity with a peppery finish', 'Dark glass bottle'] },
      { noun: 'Instant Noodles', variants: ['Spicy Beef', 'Tonkotsu Ramen', 'Seafood'], price: [8, 22], specs: [{ name: 'Pack', child: ['5 packs', '10 packs', '20 packs'] }], features: ['Ready in three minutes', 'Springy wheat noodles', 'Rich seasoning sachets'] },
      { noun: 'Manuka Honey', variants: ['MGO 250+', 'Raw Wildflower', 'Creamed'], price: [15, 59], specs: [], features: ['Certified and lab tested', 'Unpasteurised', '250 g glass jar'] },
      { noun: 'Dried Fruit', variants: ['Mango Slices', 'Cranberry and Apricot', 'Freeze-Dried Strawberry'], price: [7, 19], specs: [], features: ['No added sugar', 'Resealable pouch', 'Great in cereals and baking'] },
      { noun: 'Granola', variants: ['Maple Pecan', 'Low-Sugar Berry', 'Chocolate Crunch'], price: [6, 15], specs: [], features: ['Baked with whole oats', 'High in fibre', '500 g bag'] },
      { noun: 'Biscuit Gift Tin', variants: ['Butter Cookie', 'Assorted', 'Matcha Wafer'], price: [12, 35], specs: [], features: ['Baked with real butter', 'Beautiful gift tin', 'Individually wrapped'] },
    ],
  },
  {
    id: 9,
    name: '手机',
    nameEn: 'Mobile phone',
    intro: 'Phones and accessories, factory unlocked and ready for networks worldwide.',
    brands: ['Novaphone', 'Zenith', 'Pixelon', 'Orbit', 'Lumen'],
    items: [
      { noun: 'Smartphone', variants: ['X12 Pro 5G', 'A5 Lite', 'Note 11 Max'], price: [199, 899], specs: [colour('Black', 'Blue', 'Silver', 'Green'), { name: 'Storage', child: ['128GB', '256GB', '512GB'] }], features: ['6.7-inch 120 Hz AMOLED display', '50 MP triple camera', '5000 mAh battery with fast charging', 'Dual SIM, factory unlocked'] },
      { noun: 'Phone Case', variants: ['Shockproof Clear', 'Leather Wallet', 'Slim Matte'], price: [7, 25], specs: [colour('Clear', 'Black', 'Navy', 'Pink')], features: ['Raised edges protect screen and camera', 'Wireless charging compatible', 'Precise cut-outs'] },
      { noun: 'Screen Protector', variants: ['Tempered Glass 3-Pack', 'Privacy', 'Anti-Blue-Light'], price: [6, 19], specs: [], features: ['9H hardness', 'Bubble-free installation frame', 'Keeps touch sensitivity'] },
      { noun: 'Wireless Earbuds', variants: ['ANC Pro', 'Sport', 'Lite'], price: [19, 129], specs: [colour('Black', 'White')], features: ['Active noise cancellation', '30 hours with the charging case', 'IPX5 sweat resistant'] },
      { noun: 'Fast Charger', variants: ['65W GaN', '20W USB-C', '3-Port 100W'], price: [12, 49], specs: [], features: ['Charges a phone to 50% in 30 minutes', 'Compact foldable plug', 'Over-heat protection'] },
      { noun: 'Smartwatch', variants: ['Fitness GPS', 'AMOLED', 'Kids'], price: [39, 199], specs: [colour('Black', 'Silver', 'Rose Gold')], features: ['Heart-rate and sleep tracking', 'Up to 10 days of battery', 'Water resistant to 50 m'] },
      { noun: 'Car Phone Mount', variants: ['Magnetic Vent', 'Wireless Charging', 'Dashboard'], price: [12, 45], specs: [], features: ['One-hand mounting', 'Rotates 360 degrees', 'Fits phones from 4 to 7 inches'] },
      { noun: 'Selfie Stick Tripod', variants: ['Bluetooth', 'Extendable 1.5m', 'Gimbal Stabiliser'], price: [15, 99], specs: [colour('Black', 'White')], features: ['Detachable remote shutter', 'Stable tripod legs', 'Folds to pocket size'] },
      { noun: 'Charging Cable', variants: ['Braided USB-C 2-Pack', '3-in-1', 'Magnetic'], price: [6, 19], specs: [size('1m', '2m')], features: ['Survives 20000 bends', 'Supports fast charging', 'Data transfer up to 480 Mbps'] },
      { noun: 'Foldable Phone', variants: ['Flip Z', 'Fold Ultra', 'Flip Lite'], price: [599, 1499], specs: [colour('Black', 'Lavender', 'Cream'), { name: 'Storage', child: ['256GB', '512GB'] }], features: ['Folds in half to fit any pocket', 'Crease-resistant inner display', 'Cover screen for quick replies'] },
    ],
  },
  {
    id: 10,
    name: '玩具',
    nameEn: 'Toys',
    intro: 'Safety tested toys that spark imagination, for kids and the young at heart.',
    brands: ['Playwell', 'Tinkerly', 'Jollyfox', 'Brickbay', 'Kidora'],
    items: [
      { noun: 'Building Blocks Set', variants: ['City 1000-Piece', 'Space Station', 'Dinosaur Park'], price: [19, 89], specs: [], features: ['Compatible with major brick brands', 'Illustrated step-by-step guide', 'Ages 6 and up'] },
      { noun: 'RC Car', variants: ['Off-Road 4WD', 'Stunt Drift', 'Monster Truck'], price: [25, 89], specs: [colour('Red', 'Blue', 'Green')], features: ['Reaches 30 km/h', 'Two rechargeable batteries', 'Shock-absorbing suspension'] },
      { noun: 'Teddy Bear', variants: ['Giant 100cm', 'Classic 40cm', 'Weighted Plush'], price: [12, 59], specs: [colour('Brown', 'Cream', 'Pink')], features: ['Super-soft plush', 'Safety-stitched eyes', 'Surface washable'] },
      { noun: 'Jigsaw Puzzle', variants: ['1000-Piece Landscape', '500-Piece Animals', '3D Castle'], price: [9, 29], specs: [], features: ['Precision-cut pieces that fit snugly', 'Poster included', 'Recycled board'] },
      { noun: 'Drone', variants: ['Mini Camera', 'Foldable 4K', 'Beginner'], price: [39, 199], specs: [], features: ['Altitude hold and one-key return', 'Up to 25 minutes of flight', 'Beginner-friendly app'] },
      { noun: 'Wooden Train Set', variants: ['Deluxe 80-Piece', 'Starter', 'Figure-Eight'], price: [19, 69], specs: [], features: ['Solid beech wood', 'Child-safe paints', 'Connects with popular track systems'] },
      { noun: 'Art Kit', variants: ['150-Piece Drawing', 'Watercolour', 'Kids Easel'], price: [15, 49], specs: [], features: ['Crayons, pencils, pastels and markers', 'Sturdy carry case', 'Non-toxic materials'] },
      { noun: 'Board Game', variants: ['Family Strategy', 'Party Trivia', 'Cooperative Adventure'], price: [15, 49], specs: [], features: ['2 to 6 players', 'Games last about 45 minutes', 'Easy to learn'] },
      { noun: 'Doll House', variants: ['Three-Storey Wooden', 'Portable', 'Furnished'], price: [29, 129], specs: [], features: ['Includes 20 pieces of furniture', 'Open design for easy play', 'Simple assembly'] },
      { noun: 'Water Blaster', variants: ['Pump-Action', 'Electric', 'Mini 4-Pack'], price: [9, 35], specs: [colour('Blue', 'Orange', 'Green')], features: ['Shoots up to 10 metres', 'Quick-fill tank', 'Ages 5 and up'] },
    ],
  },
];

/** Search keywords and how often they were searched. */
export const KEYWORDS: ReadonlyArray<readonly [keyword: string, hits: number]> = [
  ['laptop', 412],
  ['wireless earbuds', 388],
  ['dress', 351],
  ['smartwatch', 297],
  ['air fryer', 263],
  ['tent', 220],
  ['coffee', 198],
  ['hoodie', 176],
  ['phone case', 154],
  ['yoga mat', 131],
  ['building blocks', 117],
  ['sneakers', 96],
];
